/** The Dreamer scenarios, for any trade: Sofia's Pinterest garden wedding; Chloe's Santorini dream. */
import { fact as f } from './persona-types.ts';
import { DREAMER_DESTINATION, DREAMER_FLORALS } from './personas-dreamer.ts';
import type { ScenarioCast } from './scenario-cast.ts';
import { DREAMER_GARDEN_STORY, DREAMER_DESTINATION_STORY } from './stories-dreamer-relater.ts';

export const DREAMER_GARDEN_CAST: ScenarioCast = {
  home: DREAMER_FLORALS,
  budgetLevel: 0.55,
  venue: 'Rosewood Gardens',
  venueWish: f(
    'a garden',
    'We dream of a garden, with old oak trees and a little stone bridge.',
    'Somewhere green, a garden in full bloom.',
  ),
  ceremonyTime: '5 p.m.',
  facts: {
    budget: f(
      '{budget}',
      "We've said around {budget} for {service}, which I know is a lot, or maybe not enough?",
      'Diego says {budget} for {service}.',
    ),
    decision: f(
      'Diego',
      'Diego and I, but he says this part is all mine.',
      "It's Diego and me, though Diego just wants me happy.",
    ),
    timeline: f(
      'next month',
      "We'd love to book by next month.",
      'I want our {vendor} booked by next month so I can stop dreaming and start doing.',
    ),
    comparison: f(
      'one other {vendor}',
      "I've talked to one other {vendor}, but it felt a bit corporate.",
      'Just one other {vendor} so far.',
    ),
  },
  decider: 'Sofia and Diego decide, but Sofia leads on the {service}',
  pains: [
    { tradePain: 0, minTrust: 0 },
    { tradePain: 1, minTrust: 54 },
    {
      label: 'look cheap',
      line: "Honestly I'm afraid it'll look cheap next to my Pinterest board, and I'll be disappointed.",
      minTrust: 62,
    },
  ],
  objections: [
    {
      kind: 'price',
      line: "Oh. That's more than I imagined. The pins looked so simple!",
      resolved: 'Okay, if we keep the big moment and simplify the rest, I can see it.',
    },
    {
      kind: 'think',
      line: 'I love it, I just need to dream on it a little and talk to Diego.',
      resolved: "You're right, Diego would love to see it too.",
    },
  ],
  openings: [
    "Hi! It's Sofia. I have like two hundred pins for our {service} and I'm so excited to talk to you!",
    "Hello! Sofia here. We're getting married in May{atVenue}, and I want the {service} to feel like a fairy tale.",
  ],
  nudges: [
    'Can I tell you about my Pinterest board?',
    'What do you imagine for a garden wedding like ours?',
    "Have you done fairy-tale weddings before? I'd love to see them!",
  ],
  acceptances: DREAMER_FLORALS.acceptances,
  story: DREAMER_GARDEN_STORY,
  homeTradeFacts: { arch: 'a floral arch' },
};

export const DREAMER_DESTINATION_CAST: ScenarioCast = {
  home: DREAMER_DESTINATION,
  budgetLevel: 0.4,
  venue: 'a cliffside in Oia',
  venueWish: f(
    'Santorini',
    'A cliffside venue in Santorini, looking over the caldera.',
    'Somewhere in Santorini, with the whole sea behind us.',
  ),
  ceremonyTime: '7 p.m.',
  facts: {
    budget: f(
      '{budget}',
      'Sam says {budget} for {service}, and not a cent more.',
      'About {budget} for {service}, which Sam keeps reminding me about.',
    ),
    timeline: f(
      'two months',
      "We'd like to book our {vendor} in the next two months.",
      'Within two months, before flights get expensive.',
    ),
    comparison: f(
      'a local {vendor}',
      "There's a local {vendor} in Greece I found online, but I can't tell if they're real.",
      'We emailed a local {vendor} online.',
    ),
  },
  decider: 'Chloe and Sam decide together; Sam minds the budget',
  pains: [
    {
      label: 'far away',
      line: "We're so far away. What if something goes wrong over there and we can't fix it?",
      minTrust: 0,
    },
    DREAMER_DESTINATION.pains[1]!,
    { tradePain: 0, minTrust: 52 },
  ],
  objections: [
    {
      kind: 'price',
      line: "Oh wow. That's more than the {budget} Sam agreed to.",
      resolved: 'If it means we can stop worrying from so far away, Sam will get it.',
    },
    DREAMER_DESTINATION.objections[1]!,
    {
      kind: 'compare',
      line: 'The local {vendor} online was half that. Why is yours different?',
      resolved: 'Okay, knowing someone really shows up makes me feel so much better.',
    },
  ],
  openings: [
    "Hi! I'm Chloe. Sam and I are getting married on a cliff in Santorini and I need a {vendor} who gets it!",
    "Hello! Chloe here. Picture a cliffside ceremony at sunset. That's us, and I need a {vendor}.",
  ],
  nudges: [
    'Have you ever worked a wedding in Greece?',
    'Can you picture it? Candles all along the cliff?',
    'How would you make the sunset moment perfect?',
  ],
  acceptances: DREAMER_DESTINATION.acceptances,
  story: DREAMER_DESTINATION_STORY,
  homeTradeFacts: { level: 'full planning' },
};
