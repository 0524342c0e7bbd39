/** Personas for the Boss scenarios of the seeded catalogue. */
import { fact as f, type HomePersona } from './persona-types.ts';

export const BOSS_VENUE: HomePersona = {
  scenarioId: 'boss-venue-bottom-line',
  buyerType: 'boss',
  difficulty: 'advanced',
  trade: 'venue',
  tradeFacts: {},
  name: 'Marcus',
  partner: 'Alicia',
  decider: 'Marcus and his fiancée Alicia decide together; Marcus runs the logistics',
  facts: {
    date: f('October 17', 'October 17 next year.', 'We want October 17, next year.'),
    guests: f('150', '150 guests.', 'About 150 people, give or take five.'),
    budget: f(
      '$25,000',
      'For the venue, $25,000 all in.',
      "We've set $25,000 for the venue, including food.",
    ),
    venue: f(
      'one place',
      'Ceremony and reception in one place. No shuttles.',
      'One place for everything, close to downtown.',
    ),
    style: f('modern', 'Clean and modern. Nothing rustic.', 'Modern, a bit industrial. No mason jars.'),
    priorities: f(
      'on time',
      'A smooth night that runs on time.',
      'Good food, a good bar, and everything on time.',
    ),
    decision: f(
      'Alicia',
      'Alicia and I decide. I do the legwork.',
      "It's me and Alicia. She trusts me to shortlist.",
    ),
    timeline: f(
      'end of the month',
      'I want this booked by the end of the month.',
      'Decision by the end of the month.',
    ),
    needs: f(
      'in-house catering',
      'Space for 150 and in-house catering.',
      'A room for 150, a ceremony spot, in-house catering.',
    ),
    couple: f(
      'five years',
      "We met at work five years ago. Alicia's a surgeon, so her time is tight.",
      'Five years together. Both busy.',
    ),
    comparison: f(
      'The Foundry',
      "We've seen The Foundry and Lakeside Hall.",
      "You're up against The Foundry.",
    ),
  },
  pains: [
    {
      label: 'hidden fees',
      line: 'Honestly? The last quote we got had hidden fees everywhere. Service charge, cake cutting, overtime.',
      minTrust: 0,
    },
    {
      label: "Alicia's schedule",
      line: "Alicia works nights. She can do one visit, maybe. I can't drag her to five.",
      minTrust: 44,
    },
    {
      label: 'running late',
      line: "My family is big and loud. I'm worried the speeches run long and we lose the dance floor.",
      minTrust: 52,
    },
  ],
  objections: [
    {
      kind: 'price',
      line: "That's more than The Foundry quoted. Why would I pay more?",
      resolved: "Okay. If it's all in, no surprises, that's worth something.",
    },
    {
      kind: 'compare',
      line: 'The Foundry gave me a number in five minutes. What makes you different?',
      resolved: "Fine. That's a real difference.",
    },
    {
      kind: 'date',
      line: "Is October 17 even open? I'm not waiting on a maybe.",
      resolved: 'Good. Hold it for me then.',
    },
  ],
  openings: [
    "Hi, Marcus Reed. I've got ten minutes. Price and availability for October.",
    "Marcus here. Quick call, I'm between meetings. What do you need from me?",
  ],
  nudges: ["What's the bottom line?", "What's the price?", 'Is the date open or not?'],
  acceptances: ['Fine. Book it. Send me the details.', "Done. Put it in, I'll bring Alicia."],
};

export const BOSS_SHORT_NOTICE: HomePersona = {
  scenarioId: 'boss-short-notice',
  buyerType: 'boss',
  difficulty: 'expert',
  trade: 'photographer',
  tradeFacts: {},
  name: 'Jordan',
  partner: 'Casey',
  decider: 'Jordan decides; Casey trusts Jordan on this',
  facts: {
    date: f('August 9', 'August 9. Seven weeks from now.', "It's August 9. Yes, that soon."),
    guests: f('90', '90 guests.', 'Around 90 people.'),
    budget: f('$4,000', "$4,000. That's the ceiling.", "I've got $4,000 left for this."),
    venue: f('Cedar Ridge Lodge', 'Cedar Ridge Lodge, up in the hills.', "We're at Cedar Ridge Lodge."),
    style: f('natural', 'Natural. No cheesy poses.', 'Keep it natural. Real moments.'),
    priorities: f('reliability', 'Reliability. Someone who actually shows up.', 'Number one is reliability.'),
    decision: f('I decide', 'I decide. Casey trusts me on this.', "I decide. Casey's handling the caterer."),
    timeline: f('today', 'I want to decide today.', "Today, if it's right."),
    needs: f(
      '8 hours',
      '8 hours of coverage and photos within six weeks.',
      '8 hours, getting ready to first dance.',
    ),
    couple: f(
      'nine years',
      "Casey and I have been together nine years. We don't need a fuss.",
      'Nine years together. We just want it done right.',
    ),
    comparison: f(
      'two photographers',
      "Two photographers have the date. You're one.",
      "I'm talking to two photographers today.",
    ),
  },
  pains: [
    {
      label: 'cancelled',
      line: 'Our first photographer cancelled and kept our $1,500 deposit.',
      minTrust: 0,
    },
    {
      label: 'cancelled on again',
      line: "I can't get cancelled on again. What happens if you get sick?",
      minTrust: 39,
    },
    {
      label: 'second-rate',
      line: "I'm worried short notice means I end up with whoever's left over.",
      minTrust: 47,
    },
  ],
  objections: [
    {
      kind: 'price',
      line: "We already lost $1,500. I'm not paying top dollar twice.",
      resolved: "Alright. If the backup's in writing, I can live with that.",
    },
    {
      kind: 'date',
      line: "You're sure August 9 is free? No double booking?",
      resolved: 'Good. Then hold August 9.',
    },
    {
      kind: 'compare',
      line: 'The other one is cheaper. Why you?',
      resolved: 'Fair. That matters more than the price.',
    },
  ],
  openings: [
    "Jordan Blake. Our photographer bailed and the wedding's in seven weeks. Are you free August 9?",
    'Hi, Jordan here. I need a photographer fast. August 9. Yes or no?',
  ],
  nudges: ['So are you available or not?', "What's it cost?", "What's your backup if you get sick?"],
  acceptances: ["Okay. Send the contract, I'll sign today.", "Done. Send it over and I'll pay the deposit."],
};
