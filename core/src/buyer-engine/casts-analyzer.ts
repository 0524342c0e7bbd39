/** The Analyzer scenarios, for any trade: Priya compares three vendors; Daniel reads the contract. */
import { fact as f } from './persona-types.ts';
import { ANALYZER_PHOTOGRAPHER, ANALYZER_VENUE } from './personas-analyzer.ts';
import type { ScenarioCast } from './scenario-cast.ts';
import { ANALYZER_COMPARE_STORY, ANALYZER_CONTRACT_STORY } from './stories-boss-analyzer.ts';

export const ANALYZER_COMPARE_CAST: ScenarioCast = {
  home: ANALYZER_PHOTOGRAPHER,
  budgetLevel: 0.6,
  venue: 'Magnolia Estate',
  venueWish: f(
    'an estate',
    'An estate that can host both days, the sangeet and the wedding.',
    'Somewhere like an estate, with space for 220.',
  ),
  ceremonyTime: '4 p.m.',
  facts: {
    budget: f('{budget}', 'Our {service} budget is {budget}.', 'We allocated {budget} for {service}.'),
    style: f(
      'elegant',
      'Elegant, with a colourful sangeet the night before.',
      'Elegant and organised, nothing chaotic.',
    ),
    decision: f(
      'Arjun',
      'Arjun and I decide. My parents weigh in on the big items.',
      "It's Arjun and me, with input from my parents.",
    ),
    comparison: f(
      'three {vendors}',
      'I have three {vendors} in a spreadsheet, with columns for inclusions and price.',
      "You're one of three {vendors} on my sheet.",
    ),
  },
  decider: 'Priya and Arjun decide; her parents weigh in on the big items',
  pains: [
    { tradePain: 0, minTrust: 0 },
    {
      label: 'vague contract',
      line: 'One contract I read was vague about what happens if plans change. That bothers me.',
      minTrust: 49,
    },
    { tradePain: 1, minTrust: 57 },
  ],
  objections: [
    {
      kind: 'compare',
      line: "The other two include {extra} at a similar price. Why doesn't yours?",
      resolved: "Okay, that's a clear comparison. I'll note that in my sheet.",
    },
    {
      kind: 'price',
      line: "That's about {over} over our {budget} allocation. What's the breakdown?",
      resolved: 'If the terms are guaranteed in writing, the difference makes sense.',
    },
    ANALYZER_PHOTOGRAPHER.objections[2]!,
  ],
  openings: [
    "Hi, this is Priya Shah. I'm comparing {vendors} and I have a few specific questions.",
    ANALYZER_PHOTOGRAPHER.openings[1]!,
  ],
  nudges: [
    'What exactly is included, line by line?',
    'What does the contract say about cancellations?',
    'How many weddings like ours did you do last year?',
  ],
  acceptances: ANALYZER_PHOTOGRAPHER.acceptances,
  story: ANALYZER_COMPARE_STORY,
  homeTradeFacts: {
    coverage: '10 hours',
    second: 'second shooter',
    style: 'candid',
    family: 'family photos',
  },
};

export const ANALYZER_CONTRACT_CAST: ScenarioCast = {
  home: ANALYZER_VENUE,
  budgetLevel: 0.6,
  venue: 'Hawthorn Gardens',
  venueWish: ANALYZER_VENUE.facts.venue,
  ceremonyTime: '2 p.m.',
  facts: {
    budget: f('{budget}', '{budget} for {service}, all in.', 'Our ceiling is {budget} for {service}.'),
    venue: f(
      'Hawthorn Gardens',
      'Hawthorn Gardens, lawn ceremony, hall for dinner.',
      "It's at Hawthorn Gardens.",
    ),
    comparison: f(
      'two other {vendors}',
      'Two other {vendors}, with lower prices on paper.',
      "I've priced two other {vendors} line by line.",
    ),
  },
  decider: "Daniel and Grace decide; Grace's father contributes and reviews the contract",
  pains: [
    { tradePain: 0, minTrust: 0 },
    {
      label: 'cancellation',
      line: "The contract says we lose 50 percent of the deposit if we cancel. That's a lot of risk.",
      minTrust: 44,
    },
    { tradePain: 1, minTrust: 52 },
  ],
  objections: [
    {
      kind: 'price',
      line: "You're {over} above the others. Explain the {over}.",
      resolved: 'Alright, if more is included, the numbers are closer.',
    },
    {
      kind: 'compare',
      line: 'The other {vendor} includes {extra}. Does yours?',
      resolved: 'Good. Please put that in the contract.',
    },
    ANALYZER_VENUE.objections[2]!,
    ANALYZER_VENUE.objections[3]!,
  ],
  openings: ANALYZER_VENUE.openings,
  nudges: [
    "What's the cancellation policy, exactly?",
    'What happens to the deposit if we move the date?',
    'What exactly is included in the price, line by line?',
  ],
  acceptances: ANALYZER_VENUE.acceptances,
  story: ANALYZER_CONTRACT_STORY,
  homeTradeFacts: { ceremony: 'ceremony outdoors', catering: 'in-house catering', rain: 'a tent' },
};
