/** The four AI buyer types (Analyzer, Boss, Dreamer, Relater), fixed in the product. */
export type BuyerId = 'analyzer' | 'boss' | 'dreamer' | 'relater';
export const BUYER_IDS: readonly BuyerId[] = ['analyzer', 'boss', 'dreamer', 'relater'];
export const DEFAULT_BUYER_ID: BuyerId = 'relater';

export interface BuyerType {
  id: BuyerId;
  name: string;
  description: string;
  /** fixed voice-agent identifier passed to the widget */
  agentId: string;
  traits: string[];
  approach: string[];
  objectives: string[];
  coachingTips: string[];
}

export const BUYER_TYPES: readonly BuyerType[] = [
  {
    id: 'analyzer',
    name: 'Analyzer',
    description: 'Methodical and data-driven. Wants details, numbers and proof before deciding.',
    agentId: 'agent_ringready_analyzer',
    traits: [
      'Asks detailed questions',
      'Compares vendors carefully',
      'Needs facts, contracts and timelines',
      'Decides slowly',
    ],
    approach: [
      'Bring specifics: what is included, hours, deliverables',
      'Show process and timelines',
      'Give them time and written details',
    ],
    objectives: [
      'Answer detail questions precisely',
      'Uncover their decision criteria',
      'Agree a clear next step with a date',
    ],
    coachingTips: [
      'Lead with facts: package contents, hours and delivery times.',
      'Invite their comparison questions instead of avoiding them.',
      'Summarise in writing what you agreed and when they will decide.',
    ],
  },
  {
    id: 'boss',
    name: 'Boss',
    description: 'Direct and results-focused. Short on time, wants the bottom line.',
    agentId: 'agent_ringready_boss',
    traits: [
      'Short, direct answers',
      'Asks for the price early',
      'Takes control of the call',
      'Decides fast',
    ],
    approach: [
      'Be brief and confident',
      'Lead with results and outcomes',
      'Offer clear options and let them choose',
    ],
    objectives: [
      'Stay in control without over-talking',
      'Tie price to results',
      'Ask for the booking directly',
    ],
    coachingTips: [
      'Keep answers under 30 seconds and get to the point.',
      'Offer two clear options instead of a long menu.',
      'Ask for the decision: they respect a direct close.',
    ],
  },
  {
    id: 'dreamer',
    name: 'Dreamer',
    description: 'Creative and visionary. Talks about feelings, style and the big picture.',
    agentId: 'agent_ringready_dreamer',
    traits: [
      'Enthusiastic and expressive',
      'Talks about the vision and mood',
      'Loves stories and examples',
      'Light on details',
    ],
    approach: [
      'Share their excitement',
      'Paint the picture of their day',
      'Keep details simple and follow up in writing',
    ],
    objectives: [
      'Draw out their vision with open questions',
      'Connect your work to their story',
      'Turn excitement into a concrete next step',
    ],
    coachingTips: [
      'Ask them to describe the moment they are most excited about.',
      'Use stories from similar weddings you have done.',
      'Pin down one concrete next step before the call ends.',
    ],
  },
  {
    id: 'relater',
    name: 'Relater',
    description: 'Warm and relationship-focused. Needs trust and consults family before deciding.',
    agentId: 'agent_ringready_relater',
    traits: [
      'Warm and friendly',
      'Cautious about commitments',
      'Consults partner and family',
      'Values personal connection',
    ],
    approach: [
      'Build rapport before business',
      'Reassure and reduce risk',
      'Include the people they consult',
    ],
    objectives: [
      'Build trust with genuine questions',
      'Address their worries patiently',
      'Offer an easy next step that includes family',
    ],
    coachingTips: [
      'Slow down and show you care about them, not just the booking.',
      'Ask who else is part of the decision and invite them in.',
      'Offer reassurance: guarantees, reviews, a low-pressure next step.',
    ],
  },
];

export function findBuyerType(id: string | null | undefined): BuyerType | undefined {
  return BUYER_TYPES.find((b) => b.id === id);
}

/** Suggested questions shown on the practice page's coaching panel (3 per tab). */
export const QUESTION_BANK: ReadonlyArray<{ tab: string; questions: string[] }> = [
  {
    tab: 'Discovery',
    questions: [
      'How did the two of you meet?',
      'What does your ideal wedding day look like?',
      'What made you reach out to us?',
    ],
  },
  {
    tab: 'Pain Exploration',
    questions: [
      'What worries you most about the day?',
      'What has been frustrating about planning so far?',
      'What would go wrong if you chose the wrong vendor?',
    ],
  },
  {
    tab: 'Value Building',
    questions: [
      'What matters most to you in the photos you will keep?',
      'How would it feel to have that taken care of?',
      'Which moments can you not afford to miss?',
    ],
  },
  {
    tab: 'Process',
    questions: [
      'Who else is part of this decision?',
      'When would you like to have this booked?',
      'What would you need to see to feel confident deciding?',
    ],
  },
];
