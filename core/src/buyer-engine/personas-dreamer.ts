/** Personas for the Dreamer scenarios of the seeded catalogue. */
import { fact as f, type HomePersona } from './persona-types.ts';

export const DREAMER_FLORALS: HomePersona = {
  scenarioId: 'dreamer-garden-florals',
  buyerType: 'dreamer',
  difficulty: 'beginner',
  trade: 'florist',
  tradeFacts: {},
  name: 'Sofia',
  partner: 'Diego',
  decider: 'Sofia and Diego decide, but Sofia leads on flowers',
  facts: {
    date: f(
      'May 24',
      "It's May 24, right when everything is blooming.",
      'May 24! Spring, golden hour, the whole thing.',
    ),
    guests: f(
      '120',
      "We're inviting 120 people, all our favourite humans.",
      'About 120 guests, so it still feels cosy.',
    ),
    budget: f(
      '$8,000',
      "We've said around $8,000 for flowers, which I know is a lot, or maybe not enough?",
      'Diego says $8,000 for florals.',
    ),
    venue: f(
      'Rosewood Gardens',
      'Rosewood Gardens, under the old oak trees.',
      "It's at Rosewood Gardens. There's a little stone bridge.",
    ),
    style: f(
      'wildflower',
      'A wildflower fairy tale. Loose, wild, romantic, like it grew there.',
      'Wildflower everything, soft and dreamy, nothing stiff.',
    ),
    priorities: f(
      'arch',
      'The ceremony arch. I picture walking towards it and everyone gasping.',
      "Honestly the arch. That's the moment.",
    ),
    decision: f(
      'Diego',
      'Diego and I, but he says the flowers are all mine.',
      "It's Diego and me, though Diego just wants me happy.",
    ),
    timeline: f(
      'next month',
      "We'd love to book by next month.",
      'I want our florist booked by next month so I can stop dreaming and start doing.',
    ),
    needs: f(
      'ceremony arch',
      'A ceremony arch, my bouquet, the bridesmaids, and centrepieces for 12 tables.',
      'The ceremony arch first, then bouquets and tables.',
    ),
    couple: f(
      'farmers market',
      'We met at a farmers market flower stall! He bought me sunflowers.',
      'At a farmers market, over a bucket of sunflowers.',
    ),
    comparison: f(
      'one other florist',
      "I've talked to one other florist, but she felt a bit corporate.",
      'Just one other florist so far.',
    ),
  },
  pains: [
    {
      label: 'wilting',
      line: "I'm scared the flowers will wilt in the May heat before the ceremony even starts.",
      minTrust: 0,
    },
    {
      label: 'peonies',
      line: "My mum's favourite flower is peonies, and someone told me they might be out of season.",
      minTrust: 54,
    },
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
      resolved: 'Okay, if we keep the arch and simplify the tables, I can see it.',
    },
    {
      kind: 'think',
      line: 'I love it, I just need to dream on it a little and talk to Diego.',
      resolved: "You're right, Diego would love to see the sketch too.",
    },
  ],
  openings: [
    "Hi! It's Sofia. I have like two hundred pins of wildflower arches and I'm so excited to talk to you!",
    "Hello! Sofia here. I'm getting married at Rosewood Gardens and I need flowers that feel like a fairy tale.",
  ],
  nudges: [
    'Can I tell you about my arch idea?',
    "Have you done wildflower arches before? I'd love to see them!",
    'What do you imagine for a garden like ours?',
  ],
  acceptances: [
    "Yes! I'd love that. I'll bring my Pinterest board and Diego.",
    "Oh, that sounds perfect. Let's do it!",
  ],
};

export const DREAMER_DESTINATION: HomePersona = {
  scenarioId: 'dreamer-destination',
  buyerType: 'dreamer',
  difficulty: 'advanced',
  trade: 'planner',
  tradeFacts: {},
  name: 'Chloe',
  partner: 'Sam',
  decider: 'Chloe and Sam decide together; Sam minds the budget',
  facts: {
    date: f(
      'September 20',
      'September 20, at sunset, obviously.',
      'We picked September 20, when the light is softest.',
    ),
    guests: f('40', 'Just 40 guests, our nearest and dearest.', 'Only 40 people. Small and magical.'),
    budget: f(
      '$35,000',
      'Sam says $35,000 for everything, travel for us included.',
      'About $35,000 all in, which Sam keeps reminding me about.',
    ),
    venue: f(
      'Santorini',
      'A cliffside in Santorini, in Oia, looking over the caldera.',
      'Santorini, on a cliff, with the whole sea behind us.',
    ),
    style: f(
      'white and blue',
      'White and blue, candlelight, bougainvillea, barefoot dancing.',
      'All white and blue, with candles everywhere.',
    ),
    priorities: f(
      'sunset',
      'The sunset vows. If that moment is perfect, everything is perfect.',
      'Saying our vows right at sunset.',
    ),
    decision: f(
      'Sam',
      "Sam and I, together. Sam's the sensible one with the budget.",
      "It's Sam and me. Sam reads the numbers, I dream.",
    ),
    timeline: f(
      'two months',
      "We'd like a planner in the next two months.",
      'Within two months, before flights get expensive.',
    ),
    needs: f(
      'permits',
      "Someone who handles the permits, the local vendors and the guests' travel.",
      'Permits, local vendors, all the Greek paperwork.',
    ),
    couple: f(
      'backpacking',
      "We met backpacking in Greece! That's why it has to be there.",
      'Backpacking, on a ferry to Naxos, years ago.',
    ),
    comparison: f(
      'Greek planner',
      "There's a Greek planner I found online, but I can't tell if she's real.",
      'We emailed a Greek planner online.',
    ),
  },
  pains: [
    {
      label: 'permits',
      line: 'I have no idea about local rules and permits. What if they stop the ceremony?',
      minTrust: 0,
    },
    {
      label: 'budget',
      line: 'Sam is worried the dream costs more than we have, and that makes me sad.',
      minTrust: 44,
    },
    {
      label: 'guests travel',
      line: "I'm nervous our friends can't afford to fly out, and I'd hate anyone to feel left out.",
      minTrust: 52,
    },
  ],
  objections: [
    {
      kind: 'price',
      line: "Oh wow. That's a lot of our $35,000 before we even get to the flowers.",
      resolved: 'If that saves us from a permit disaster, Sam will get it.',
    },
    {
      kind: 'think',
      line: 'I love this, but Sam and I need to think about it together.',
      resolved: 'A call with Sam would really help, actually.',
    },
    {
      kind: 'compare',
      line: 'The Greek planner online was half that. Why is yours different?',
      resolved: 'Okay, knowing someone is really on the ground makes me feel so much better.',
    },
  ],
  openings: [
    "Hi! I'm Chloe. Sam and I are getting married on a cliff in Santorini and I need help making it real!",
    "Hello! Chloe here. Picture a cliffside ceremony at sunset. That's us, and I need a planner.",
  ],
  nudges: [
    'Have you ever planned anything in Greece?',
    'Can you picture it? Candles all along the cliff?',
    'How would you make the sunset moment perfect?',
  ],
  acceptances: [
    "Yes! Sam and I will be there. I'm so excited!",
    "That sounds amazing. Let's do it, I'll tell Sam tonight.",
  ],
};
