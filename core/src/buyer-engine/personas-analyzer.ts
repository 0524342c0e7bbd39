/** Personas for the Analyzer scenarios of the seeded catalogue. */
import { fact as f, type HomePersona } from './persona-types.ts';

export const ANALYZER_PHOTOGRAPHER: HomePersona = {
  scenarioId: 'analyzer-photographer-compare',
  buyerType: 'analyzer',
  difficulty: 'intermediate',
  trade: 'photographer',
  tradeFacts: {},
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

export const ANALYZER_VENUE: HomePersona = {
  scenarioId: 'analyzer-venue-contract',
  buyerType: 'analyzer',
  difficulty: 'advanced',
  trade: 'venue',
  tradeFacts: {},
  name: 'Daniel',
  partner: 'Grace',
  thirdParty: { name: "Grace's father", role: 'parent' },
  decider: "Daniel and Grace decide; Grace's father contributes and reviews the contract",
  facts: {
    date: f('April 26', 'April 26 next year.', "We're looking at April 26."),
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
