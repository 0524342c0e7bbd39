/** What the conversation established, as the report lists it: concerns, pressure, ignored questions, wrong facts. */
import type { PressureKind } from '../conversation/reading-types.ts';

export type ConcernStatus = 'answered' | 'brushed-off' | 'open';

/** A worry or objection of the buyer's and what the salesperson did with it. */
export interface ConcernFinding {
  /** price, stall, competitor, risk, fit */
  kind: string;
  /** the buyer's words */
  quote: string;
  status: ConcernStatus;
  /** the salesperson's reply, quoted (absent when there was none) */
  response?: string;
}

/** A pressure tactic, named, with the salesperson's words. */
export interface PressureFinding {
  kind: PressureKind;
  quote: string;
}

/** A question of the buyer's the salesperson did not answer, and what they said instead. */
export interface UnansweredQuestion {
  quote: string;
  reply?: string;
}

/** A fact the salesperson restated differently from what the buyer had said. */
export interface WrongFact {
  fact: 'date' | 'month' | 'guests' | 'budget';
  /** the salesperson's words */
  said: string;
  /** the buyer's words that stated it */
  buyerSaid: string;
}

export interface CallFindings {
  concerns: ConcernFinding[];
  pressure: PressureFinding[];
  unansweredQuestions: UnansweredQuestion[];
  wrongFacts: WrongFact[];
}
