/** Shapes of an AI buyer persona: the facts it answers from, its hidden pains and the objections it raises. */
import type { Difficulty } from '../api.ts';
import type { BuyerId } from '../buyer-types.ts';
import type { TradeId } from '../trades.ts';

/** What a salesperson question can be about. 'worries' is answered from the persona's pains. */
export type CoreTopic =
  | 'date'
  | 'guests'
  | 'budget'
  | 'venue'
  | 'style'
  | 'priorities'
  | 'worries'
  | 'decision'
  | 'timeline'
  | 'needs'
  | 'couple'
  | 'comparison';

/**
 * The couple's story around the purchase, composed for every persona (story-facts.ts): how they found the
 * vendor, what they made of the others, honeymoon, proposal, what guests should feel, dietary needs, travel,
 * the day's schedule, a wedding they loved, dealbreakers, payment terms, anything else, how planning goes,
 * and the kind of ceremony they are having (religious or civil, who marries them).
 */
export type StoryTopic =
  | 'source'
  | 'othersView'
  | 'honeymoon'
  | 'proposal'
  | 'experience'
  | 'dietary'
  | 'travel'
  | 'schedule'
  | 'inspiration'
  | 'dealbreaker'
  | 'terms'
  | 'extra'
  | 'progress'
  | 'ceremony';

export type Topic = CoreTopic | StoryTopic;

export const STORY_TOPICS: readonly StoryTopic[] = [
  'source',
  'othersView',
  'honeymoon',
  'proposal',
  'experience',
  'dietary',
  'travel',
  'schedule',
  'inspiration',
  'dealbreaker',
  'terms',
  'extra',
  'progress',
  'ceremony',
];

export const TOPICS: readonly Topic[] = [
  'date',
  'guests',
  'budget',
  'venue',
  'style',
  'priorities',
  'worries',
  'decision',
  'timeline',
  'needs',
  'couple',
  'comparison',
  ...STORY_TOPICS,
];

export type FactTopic = Exclude<Topic, 'worries'>;
/** The facts a scenario's hand-written persona states itself (the story facts are composed). */
export type CoreFactTopic = Exclude<CoreTopic, 'worries'>;

/**
 * A question topic only one trade has, named `<trade>.<topic>`, e.g. 'photographer.coverage'
 * (the list is in trade-topics.ts).
 */
export type TradeTopic = `${TradeId}.${string}`;

/** Anything the buyer can be asked about and answer from its facts. */
export type Subject = FactTopic | TradeTopic;

export interface Fact {
  /** the key value a good answer must contain, e.g. '150' or 'October 17' */
  value: string;
  /** spoken sentences that state the fact (each must contain `value`) */
  lines: string[];
}

export interface Pain {
  /** short label for prompts and tests, e.g. 'rain plan' */
  label: string;
  /** spoken reveal (contains `label` words loosely) */
  line: string;
  /** trust (0-100) needed before this pain is revealed to a problem-finding question */
  minTrust: number;
}

export type ObjectionKind = 'price' | 'think' | 'compare' | 'date';

export interface PersonaObjection {
  kind: ObjectionKind;
  line: string;
  /** what the buyer says once the objection has been handled well */
  resolved: string;
}

export interface Persona {
  scenarioId: string;
  buyerType: BuyerId;
  difficulty: Difficulty;
  /** what the couple is shopping for on this call */
  trade: TradeId;
  /** the person on the call */
  name: string;
  partner: string;
  /** a parent or planner who is part of the decision, when it fits */
  thirdParty?: { name: string; role: string };
  facts: Record<FactTopic, Fact>;
  /** the trade's own topics (coverage, tasting, curfew …), keyed by TradeTopic */
  tradeFacts: Record<string, Fact>;
  pains: Pain[];
  objections: PersonaObjection[];
  /** who decides, in one phrase, for prompts */
  decider: string;
  openings: string[];
  /** the buyer's own question when the conversation stalls */
  nudges: string[];
  /** how the buyer accepts a next step */
  acceptances: string[];
}

/** A scenario's hand-written persona: its story facts are composed with the trade (compose-persona.ts). */
export type HomePersona = Omit<Persona, 'facts'> & { facts: Record<CoreFactTopic, Fact> };

/** A fact of a persona: its value and the lines the buyer says it with. */
export const fact = (value: string, ...lines: string[]): Fact => ({ value, lines });

/** The trade a TradeTopic belongs to ('photographer.coverage' → 'photographer'). */
export function topicTrade(topic: string): string | undefined {
  const dot = topic.indexOf('.');
  return dot > 0 ? topic.slice(0, dot) : undefined;
}
