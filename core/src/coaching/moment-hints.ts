/**
 * What each coaching hint says, worded for the buyer type (Boss: short and direct; Analyzer: specifics;
 * Dreamer: the vision; Relater: reassurance and family) and for the trade being sold (the next step a
 * venue offers is a walkthrough, a caterer a tasting, hair and makeup a trial …).
 */
import type { BuyerId } from '../buyer-types.ts';
import type { MomentKind, Trade } from './coaching-moment-types.ts';

export interface HintCopy {
  title: string;
  reasoning: string;
  /** the action per buyer type; `{step}` is the trade's next step */
  action: Record<BuyerId, string>;
}

/** The trade being sold, read from the words of the conversation (the first family that matches). */
const TRADE_WORDS: Array<[Trade, RegExp]> = [
  ['hair-makeup', /\b(?:make-?up|hair|bridesmaids? (?:need|want) (?:hair|makeup)|skin|lashes|trial)\b/i],
  [
    'caterer',
    /\b(?:menu|canap[eé]s|per head|a head|tasting|catering|caterer|dinner|food|buffet|plates?|station)\b/i,
  ],
  ['dj', /\b(?:djs?|music|playlist|first dance|dance ?floor|sound system|sax|band)\b/i],
  ['florist', /\b(?:flowers?|florist|bouquets?|centrepieces?|centerpieces?|buttonholes?|stems|blooms)\b/i],
  ['photographer', /\b(?:photos?|photograph\w*|pictures|album|shoot|images|second shooter|coverage)\b/i],
  ['planner', /\b(?:planner|planning|coordinat\w*|suppliers|vendors)\b/i],
  [
    'venue',
    /\b(?:venue|barn|courtyard|ballroom|ceremony (?:room|lawn)|exclusive hire|bar|seated|hire|lawn)\b/i,
  ],
];

const NEXT_STEP: Record<Trade, string> = {
  photographer: 'a short call to plan the day and a hold on the date',
  venue: 'a walkthrough at the time of day of their ceremony',
  florist: 'a design consultation with a mood board and sample stems',
  planner: 'a planning kick-off call',
  caterer: 'a tasting',
  dj: 'a music planning call (first dance, must-plays, do-not-plays)',
  'hair-makeup': 'a trial',
};

export function detectTrade(text: string): Trade | undefined {
  return TRADE_WORDS.find(([, re]) => re.test(text))?.[0];
}

export function nextStepFor(trade: Trade | undefined): string {
  return trade ? NEXT_STEP[trade] : 'a follow-up call';
}

export const HINTS: Partial<Record<MomentKind, HintCopy>> = {
  'decision-maker': {
    title: 'Bring the other decider in',
    reasoning:
      'Weddings have two or three deciders; a yes from one can be undone by the one who was not there.',
    action: {
      boss: 'Ask: "Who else decides, and what do they need?" Offer a call with them.',
      analyzer:
        'Offer a one-page summary (inclusions, payment schedule, cancellation terms) they can share, ' +
        'and {step} with both of them.',
      dreamer:
        'Ask what they would love that person to feel on the day, and invite them to {step} so they see it too.',
      relater:
        'Reassure: "Of course, their opinion matters. What will they care about most?" Then offer {step} together.',
    },
  },
  competition: {
    title: 'Learn what they compare on',
    reasoning: 'Couples who compare decide on criteria; learn theirs instead of defending your price.',
    action: {
      boss: 'Ask: "What will you decide on?" Then give one concrete difference.',
      analyzer:
        'Offer to compare line by line (hours, inclusions, deliverables, backup, contract terms), ' +
        'and ask what theirs includes.',
      dreamer:
        'Ask what they loved about the others, then show one moment only you would create for their day.',
      relater:
        'Ask what they liked about the others and what would help them feel sure; share a review ' +
        'from a similar couple.',
    },
  },
  price: {
    title: 'Handle the price concern',
    reasoning:
      'A price reaction is a question about value or budget; explore it before you discount or defend.',
    action: {
      boss: 'Offer two options: the full package, or a trimmed one that fits their number.',
      analyzer:
        'Ask the budget they set, then break down what the price covers (hours, people, ' +
        'deliverables) and where it could be trimmed.',
      dreamer:
        'Ask which part of the day matters most to them and protect that; offer to scale back the rest.',
      relater:
        'Say it is normal to pause at the number, ask what they had in mind, and mention a payment ' +
        'plan if you offer one.',
    },
  },
  stall: {
    title: 'Find the concern behind "let us think"',
    reasoning: 'A stall usually hides one specific concern: money, trust, or someone else who decides.',
    action: {
      boss: 'Ask: "What would you need to decide today?" Offer a hold until Friday.',
      analyzer:
        'Ask which detail they want to check, send it in writing today, and agree a day to talk it through.',
      dreamer:
        'Ask what part they are still picturing, and offer {step} so they can feel it before deciding.',
      relater:
        'Say there is no pressure, ask what they would want to feel sure about first, and offer a courtesy hold.',
    },
  },
  'next-step': {
    title: 'Turn the yes into a next step',
    reasoning: 'A buying signal fades fast; turn it into a date, an action and an owner.',
    action: {
      boss: 'Propose {step} now, with two day-and-time options.',
      analyzer: 'Confirm what is included and the payment schedule, then propose {step} with a date.',
      dreamer:
        'Mirror their excitement, then propose {step}: "Shall we pencil Saturday so you can see it come together?"',
      relater: 'Reassure them it is a great fit and propose {step}, welcoming anyone they want to bring.',
    },
  },
  date: {
    title: 'Confirm the date and offer a hold',
    reasoning: 'The date is the first thing couples lock; a courtesy hold creates a natural next step.',
    action: {
      boss: 'Say if it is free; offer a 7-day hold.',
      analyzer: 'Confirm availability, the hold period and what secures the date (deposit, contract).',
      dreamer: 'Confirm it, then ask what they are picturing for that day.',
      relater: 'Confirm it warmly and offer a no-pressure courtesy hold while they talk it over.',
    },
  },
  'answer-question': {
    title: 'Answer their question first',
    reasoning: 'A buyer who asks and does not get a straight answer stops trusting the rest of the pitch.',
    action: {
      boss: 'Give a one-line answer (yes/no plus the fact), then stop.',
      analyzer: 'Answer with the specifics (numbers, times, what happens if), then ask if that covers it.',
      dreamer: 'Answer it, then paint how it looks on their day and ask what they imagined.',
      relater: 'Answer it kindly and plainly, then ask why it matters to them.',
    },
  },
  worry: {
    title: 'Acknowledge the worry, then explore it',
    reasoning:
      'A worry the couple volunteers is the problem your service must solve; explore it before you pitch.',
    action: {
      boss: 'Name it and say how you prevent it.',
      analyzer: 'Acknowledge it, ask what happened, then explain your process for it step by step.',
      dreamer:
        'Acknowledge it, ask what they want to feel instead, and describe how you will make that happen.',
      relater:
        'Slow down: "That sounds hard. Tell me more about it." Then reassure with how you look after them.',
    },
  },
  vision: {
    title: 'Make the vision concrete',
    reasoning:
      'Vague words ("feels like us", "not cheesy") mean different things to everyone; pin them down before quoting.',
    action: {
      boss: 'Ask: "Show me one example that nails it."',
      analyzer: 'Ask for examples: three photos or a Pinterest board, and what they like in each.',
      dreamer: 'Ask: "Close your eyes, what do you see at that moment?" and paint it back to them.',
      relater: 'Ask what moments or people they want to remember most, and reflect it back warmly.',
    },
  },
  'talk-ratio': {
    title: 'Ask an open question',
    reasoning: 'Top performers talk less than half the time; long monologues lose the buyer.',
    action: {
      boss: 'Stop. Ask: "What matters most to you?"',
      analyzer: 'Stop and ask: "Which of these details would you like me to go into?" then listen.',
      dreamer: 'Stop and ask: "What are you most excited about for the day?" then listen.',
      relater: 'Stop and ask: "How are you both feeling about the planning so far?" then listen.',
    },
  },
  'open-question': {
    title: 'Swap yes/no questions for an open one',
    reasoning: 'Closed questions get one-word answers; open ones bring out the story and the real needs.',
    action: {
      boss: 'Ask: "What would make this a win?"',
      analyzer: 'Ask: "How are you deciding between options?"',
      dreamer: 'Ask: "Walk me through how you picture the day."',
      relater: 'Ask: "Tell me a bit about the two of you and the people who will be there."',
    },
  },
  rapport: {
    title: 'Connect before you sell',
    reasoning: 'In the first minutes couples decide whether they like you; trust comes before packages.',
    action: {
      boss: 'Congratulate them in one line; ask what they need most.',
      analyzer: 'Congratulate them and ask where they are in the planning and what they have booked.',
      dreamer: 'Congratulate them and ask how the proposal happened, or what they are most excited about.',
      relater: 'Congratulate them warmly and ask about the two of them and how they met.',
    },
  },
  'wrap-up': {
    title: 'Do not hang up without a next step',
    reasoning: 'A call that ends without a date and an action usually ends the sale.',
    action: {
      boss: 'Before they go: "Can I hold the date and call Thursday at 5?"',
      analyzer: 'Before they go: promise the written summary today and book a day to review it together.',
      dreamer: 'Before they go: propose {step} with a date so the idea stays alive.',
      relater: 'Before they go: thank them, offer a courtesy hold and a day you will check in.',
    },
  },
};

/** A neutral price question: answered plainly, with a range and what drives it, then a question back. */
export const PRICE_ANSWER: HintCopy = {
  title: 'Give the price plainly',
  reasoning:
    'Dodging a price question reads as hiding something; a clear range plus what drives it builds trust.',
  action: {
    boss: 'Give the number in one line, then stop.',
    analyzer: 'Give the range and what drives it (hours, guests, inclusions), then offer an itemised quote.',
    dreamer: 'Give the range, then ask which part of the day they most want to invest in.',
    relater: 'Give the range kindly and plainly, then ask what they had in mind so you can fit it.',
  },
};
