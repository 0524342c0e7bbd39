/**
 * What one salesperson turn does, read into dialogue acts (several per turn where they occur) and slots.
 * The one reading of a turn that the buyer engine, the live coach and the report analyzer share.
 * Types and their empty values: the reader is `read-turn.ts`, the conversation state built from readings is
 * `conversation-state.ts`.
 */
import type { Topic, TradeTopic } from '../buyer-engine/persona-types.ts';

/** The dialogue acts a salesperson turn can carry. */
export const ACT_KINDS = [
  /** "Hi, I'm Jess from Bloom Studio", "thanks for calling" */
  'greeting',
  /** personal small talk and warmth: "how's your week been?", "congratulations on the engagement!" */
  'rapport',
  /** an open question: "what matters most to you about the day?", "tell me about the venue" */
  'open-question',
  /** a yes/no question: "is the date set?", "have you booked a planner yet" */
  'yes-no-question',
  /** a choice between named options: "barn at 28,400 or pavilion at 24,900?" (options in `options`) */
  'either-or-question',
  /** asks for a time or day to meet or talk: "does 7 pm work, or is earlier better?" (times in `times`) */
  'scheduling-question',
  /** restates what the buyer said to check it: "so that's June 14 for 120 guests, right?" (facts in `facts`) */
  'confirmation',
  /** names a price: "the full-day collection is $4,800" (amounts in `money`) */
  'price-quote',
  /** proposes a package, option or concession: "I'd suggest the 8-hour package with the album" */
  'offer',
  /** praises the seller's own product or company: "we've shot 300 weddings and won awards" */
  'pitch',
  /** asks the buyer to commit to a next step: "shall I hold the date with a deposit?", "can we book a tour?" */
  'commitment-ask',
  /** pressure: scarcity, a deadline, an ultimatum, "everyone books on the first call" (kind in `pressure`) */
  'pressure',
  /** dismisses a concern the buyer raised: "don't worry about that", "that never happens" */
  'brush-off',
  /** acknowledges or empathises: "that makes total sense", "I hear you, that sounds stressful" */
  'acknowledge',
  /** answers a question the buyer asked (read with the buyer's last words in the reader context) */
  'answer',
  /** ends the call: "thanks so much, talk soon", "bye!" */
  'goodbye',
] as const;

export type ActKind = (typeof ACT_KINDS)[number];

/** The question acts, for callers that treat every kind of question alike. */
export const QUESTION_ACTS = [
  'open-question',
  'yes-no-question',
  'either-or-question',
  'scheduling-question',
] as const satisfies readonly ActKind[];

export type PressureKind = 'scarcity' | 'deadline' | 'ultimatum' | 'social-proof';

export interface MoneySlot {
  /** the amount in whole currency units (4800 for "$4,800", "4.8k", "forty-eight hundred dollars") */
  amount: number;
  /** the upper end of a range ("$4,500 to $6,000" → amount 4500, max 6000) */
  max?: number;
  currency: 'USD' | 'EUR' | 'GBP' | null;
  /** the words it was read from */
  text: string;
}

export interface TimeSlot {
  /** the words it was read from: "7 pm", "next Saturday at 11", "September 12th" */
  text: string;
  month?: number;
  day?: number;
  year?: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday?: number;
  hour?: number;
  minute?: number;
  /** relative words ("tomorrow", "next week", "end of the month") */
  relative?: string;
}

export interface CountSlot {
  value: number;
  /** what is counted, when said: 'guests', 'hours', 'people', 'tables', 'photos' … */
  unit?: string;
  text: string;
}

/** The wedding facts a salesperson restates in a recap, to be checked against what the buyer said. */
export interface RestatedFacts {
  date?: TimeSlot;
  guests?: number;
  budget?: MoneySlot;
  venue?: string;
  /** a month alone ("a June wedding") */
  month?: number;
}

export interface TurnSlots {
  money: MoneySlot[];
  times: TimeSlot[];
  counts: CountSlot[];
  /** named options offered or asked about ("the barn", "the pavilion") */
  options: string[];
  /** people named ("Tom", "your mom") */
  names: string[];
  /** the trade's own items mentioned ("album", "second shooter", "uplighting", "centerpieces") */
  items: string[];
}

export interface DialogueAct {
  kind: ActKind;
  /** the clause of the turn that carries it */
  text: string;
  /** 0–1: how sure the reader is (1 for exact rules) */
  confidence: number;
  /** for questions: what is asked about, most specific first */
  topics?: Topic[];
  tradeTopics?: TradeTopic[];
  /** for either-or questions and offers: the options, in the order said */
  options?: string[];
  /** for scheduling questions and commitment asks: the times offered */
  times?: TimeSlot[];
  /** for price quotes */
  money?: MoneySlot[];
  /** for confirmations */
  facts?: RestatedFacts;
  /** for pressure */
  pressure?: PressureKind;
}

/** Something about the turn as a whole that is not an act. */
export interface TurnFlags {
  /** nothing but silence or fillers */
  empty: boolean;
  /** letters that make no words */
  gibberish: boolean;
  profanity: boolean;
  /** mostly not English */
  foreign: boolean;
  /** over 2,000 characters */
  tooLong: boolean;
  /** written without punctuation or casing, as speech recognition gives it */
  spoken: boolean;
  /** asks whether the buyer is a bot, or tries to change its instructions */
  aiProbe: boolean;
  /** about something other than the wedding (sport, politics …) */
  offTopic: boolean;
}

export interface TurnReading {
  /** the turn as received */
  text: string;
  /** fillers and stutters removed, spoken contractions written out */
  normalized: string;
  /** in the order said; one act per clause, a clause may carry two (a quote inside an offer) */
  acts: DialogueAct[];
  /** every slot of the turn, whatever act it belongs to */
  slots: TurnSlots;
  flags: TurnFlags;
}

/** A turn's slots before anything is read into them. */
export const emptySlots = (): TurnSlots => ({
  money: [],
  times: [],
  counts: [],
  options: [],
  names: [],
  items: [],
});

/** A turn's flags when none is raised. */
export const NO_FLAGS: Readonly<TurnFlags> = {
  empty: false,
  gibberish: false,
  profanity: false,
  foreign: false,
  tooLong: false,
  spoken: false,
  aiProbe: false,
  offTopic: false,
};

/** What the reader may know of the conversation so far, to read a turn in context. */
export interface ReaderContext {
  /** the buyer's last words: a reply to their question is an 'answer'; "yes or no?" after a proposal is pressure */
  previousBuyerText?: string;
  /** the buyer raised a concern that is still open: "don't worry about that" is then a brush-off */
  concernOpen?: boolean;
  /** the trade the call is about, to read its items */
  trade?: string;
}

/** A labelled corpus line: one salesperson turn and the acts it carries (and, for questions, the kind). */
export interface LabelledTurn {
  text: string;
  acts: ActKind[];
  /** the buyer's words before the turn, when the label depends on them */
  previousBuyerText?: string;
  /** where the line came from: trade, buyer type, good/bad/pushy selling, typed/spoken */
  trade?: string;
  buyerType?: string;
  style?: 'strong' | 'weak' | 'pushy' | 'neutral';
  spoken?: boolean;
}
