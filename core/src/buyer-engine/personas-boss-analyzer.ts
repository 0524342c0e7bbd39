/** Personas for the Boss and Analyzer scenarios of the seeded catalogue. */
import type { Fact, Persona } from './persona-types.ts';

const f = (value: string, ...lines: string[]): Fact => ({ value, lines });

export const BOSS_VENUE: Persona = {
  scenarioId: 'boss-venue-bottom-line',
  buyerType: 'boss',
  difficulty: 'advanced',
  vendorKind: 'venue',
  name: 'Marcus',
  partner: 'Alicia',
  decider: 'Marcus and his fiancée Alicia decide together; Marcus runs the logistics',
  facts: {
    date: f('October 17', "October 17 next year. It's a Saturday.", 'We want Saturday, October 17.'),
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

export const BOSS_SHORT_NOTICE: Persona = {
  scenarioId: 'boss-short-notice',
  buyerType: 'boss',
  difficulty: 'expert',
  vendorKind: 'photographer',
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

export const ANALYZER_PHOTOGRAPHER: Persona = {
  scenarioId: 'analyzer-photographer-compare',
  buyerType: 'analyzer',
  difficulty: 'intermediate',
  vendorKind: 'photographer',
  name: 'Priya',
  partner: 'Arjun',
  thirdParty: { name: 'my parents', role: 'parents' },
  decider: 'Priya and Arjun decide; her parents weigh in on family portraits',
  facts: {
    date: f('June 14', 'June 14, ceremony at 4 p.m.', "It's June 14. Sangeet the night before."),
    guests: f('220', '220 guests, maybe 230.', 'We have 220 confirmed on the list so far.'),
    budget: f('$6,500', 'Our photography budget is $6,500.', 'We allocated $6,500 for photography.'),
    venue: f('Magnolia Estate', 'Magnolia Estate, both days.', 'Everything is at Magnolia Estate.'),
    style: f(
      'candid',
      'Mostly candid, documentary style, with about 30 minutes of classic portraits.',
      'Candid first, then a formal portrait list.',
    ),
    priorities: f(
      '10 hours',
      'Complete coverage. At least 10 hours, ceremony and sangeet.',
      'Coverage first: 10 hours minimum.',
    ),
    decision: f(
      'Arjun',
      'Arjun and I decide. My parents have views on the family portraits.',
      "It's Arjun and me, with input from my parents.",
    ),
    timeline: f(
      'two weeks',
      "We're deciding within two weeks.",
      "Two weeks. I've blocked a Sunday to finalise it.",
    ),
    needs: f(
      'second shooter',
      '10 hours, a second shooter, and the full gallery.',
      'We need a second shooter for 220 guests.',
    ),
    couple: f(
      'grad school',
      'We met in grad school. Arjun is an engineer, so he likes spreadsheets too.',
      'Grad school. Six years now.',
    ),
    comparison: f(
      'three photographers',
      'I have three photographers in a spreadsheet, columns for hours, delivery and price.',
      "You're one of three photographers on my sheet.",
    ),
  },
  pains: [
    {
      label: 'five months late',
      line: "My friend's photographer delivered her photos five months late. I can't have that.",
      minTrust: 0,
    },
    {
      label: 'family portraits',
      line: "There are 40 relatives on the formal list. I'm worried we miss someone important.",
      minTrust: 49,
    },
    {
      label: 'raw files',
      line: 'One contract I read was vague about who owns the files. That bothers me.',
      minTrust: 57,
    },
  ],
  objections: [
    {
      kind: 'compare',
      line: "The other two include an engagement session at a similar price. Why doesn't yours?",
      resolved: "Okay, that's a clear comparison. I'll note that in my sheet.",
    },
    {
      kind: 'price',
      line: "That's about $800 over our $6,500 allocation. What's the breakdown?",
      resolved: 'If the delivery date is guaranteed in writing, the difference makes sense.',
    },
    {
      kind: 'think',
      line: 'I need to put this in the spreadsheet and compare it properly first.',
      resolved: 'Fair. If you send the numbers, I can compare tonight.',
    },
  ],
  openings: [
    "Hi, this is Priya Shah. I'm comparing photographers and I have a few specific questions.",
    "Hello, Priya here. I sent an inquiry about June 14. I'd like to understand exactly what's included.",
  ],
  nudges: [
    'What exactly is included, in hours?',
    'How long does delivery take, precisely?',
    'What does the contract say about cancellations?',
  ],
  acceptances: [
    "Okay. Let's do that. Please send the contract beforehand so I can read it.",
    "Yes, that works. I'll put it in the calendar.",
  ],
};

export const ANALYZER_VENUE: Persona = {
  scenarioId: 'analyzer-venue-contract',
  buyerType: 'analyzer',
  difficulty: 'advanced',
  vendorKind: 'venue',
  name: 'Daniel',
  partner: 'Grace',
  thirdParty: { name: "Grace's father", role: 'parent' },
  decider: "Daniel and Grace decide; Grace's father contributes and reviews the contract",
  facts: {
    date: f('April 26', 'April 26 next year.', "We're looking at Saturday, April 26."),
    guests: f('160', '160 guests, plus or minus ten.', 'We expect 160.'),
    budget: f(
      '$32,000',
      '$32,000 for venue and catering combined.',
      'Our ceiling is $32,000, venue plus catering.',
    ),
    venue: f(
      'lawn',
      'Your lawn for the ceremony and the hall for the reception.',
      'We want the lawn ceremony.',
    ),
    style: f(
      'classic garden',
      'Classic garden. White chairs, string quartet.',
      'Classic garden, nothing trendy.',
    ),
    priorities: f(
      'contract',
      'A clear contract. Cancellation terms, the catering minimum, the rain plan.',
      'Clarity in the contract is my top priority.',
    ),
    decision: f(
      'Grace',
      'Grace and I decide. Her father is contributing and will read the contract.',
      'Grace and me, and her father reviews anything we sign.',
    ),
    timeline: f(
      'ten days',
      'We want to place a deposit within ten days, if the terms are right.',
      'Ten days, roughly.',
    ),
    needs: f(
      'rain plan',
      'A lawn ceremony with a real rain plan, and catering for 160.',
      'Catering for 160 and a rain plan I can see.',
    ),
    couple: f(
      'church',
      "We met through church. Grace is a teacher, I'm an accountant.",
      'Church choir, four years ago.',
    ),
    comparison: f(
      'two other venues',
      'Two other venues with lower catering minimums.',
      "I've priced two other venues line by line.",
    ),
  },
  pains: [
    { label: 'rain', line: 'April rain. If the lawn floods, where exactly do 160 people go?', minTrust: 0 },
    {
      label: 'catering minimum',
      line: 'The $18,000 catering minimum worries me if RSVPs drop.',
      minTrust: 44,
    },
    {
      label: 'cancellation',
      line: "Clause 7 says we lose 50 percent of the deposit if we cancel. That's a lot of risk.",
      minTrust: 52,
    },
  ],
  objections: [
    {
      kind: 'price',
      line: 'Your minimum is $18,000. The others are at $14,000. Explain the $4,000.',
      resolved: 'Alright, if the bar package is included, the numbers are closer.',
    },
    {
      kind: 'compare',
      line: 'The other venue includes the tent in the rain plan. Does yours?',
      resolved: 'Good. Please put that in the contract.',
    },
    {
      kind: 'think',
      line: "I'll need to take the contract home and go through it with Grace's father.",
      resolved: "That's reasonable, if he can ask his questions directly.",
    },
    {
      kind: 'date',
      line: 'Is April 26 confirmed, or only tentatively held?',
      resolved: 'Okay. A written hold for seven days works.',
    },
  ],
  openings: [
    "Hello, Daniel Okafor. I've read your contract twice and I have questions.",
    "Hi, it's Daniel. Before any deposit, I'd like to go through a few clauses.",
  ],
  nudges: [
    "What's the cancellation policy, exactly?",
    'What is the catering minimum per head?',
    'Where does the ceremony go if it rains?',
  ],
  acceptances: [
    'Alright. That works. Please send the revised contract before then.',
    "Yes. I'll bring Grace and her father.",
  ],
};
