/** The buyer engine's conversation state (plain JSON) and the rules that read it. */
import type { CallEndReason } from '../conversation/buyer-moves.ts';
import { emptyRecord, type ConversationRecord } from '../conversation/conversation-state.ts';
import { isTradeId, type TradeId } from '../trades.ts';
import { fillNames, sentenceKeys } from './buyer-voice.ts';
import type { ObjectionKind, Persona, PersonaObjection, Subject } from './persona-types.ts';
import { composePersona, rulesFor } from './personas.ts';
import { drawRandom, normaliseSeed } from './prng.ts';

export type BuyerEvent =
  | 'greeted'
  | 'fact-shared'
  | 'reveal-pain'
  | 'objection'
  | 'objection-handled'
  | 'next-step-agreed'
  | 'next-step-declined'
  | 'trust-up'
  | 'trust-down'
  | 'interest-up'
  | 'interest-down'
  | 'silence'
  | 'nonsense'
  | 'abuse'
  | 'off-topic'
  | 'call-ended'
  /** pushed back on pressure */
  | 'pressure-refused'
  /** corrected a wrong fact in a recap */
  | 'fact-corrected'
  /** confirmed a recap */
  | 'fact-confirmed'
  /** reacted to a price against the budget */
  | 'price-reaction'
  /** picked an option, or asked about the difference */
  | 'choice-made'
  /** gave a time, or said whom they must check with */
  | 'time-given'
  /** a concern was brushed off and raised again */
  | 'concern-brushed-off'
  /** a question of the buyer's was dodged ("it depends", "don't stress") and pressed */
  | 'question-dodged'
  | 'goodbye';

export interface ConversationState {
  version: 3;
  persona: Persona;
  seed: number;
  /** PRNG state (mulberry32) */
  rng: number;
  /** salesperson turns answered so far */
  turn: number;
  /** 0-100 */
  trust: number;
  /** 0-100 */
  interest: number;
  greeted: boolean;
  /** distinct subjects (topics and trade topics) asked about and answered, in order */
  topicsAsked: Array<Subject | 'worries'>;
  lastTopic: Subject | 'worries' | null;
  /** subjects whose fact the buyer has said in this call (only these may be called "already told") */
  stated: Subject[];
  /** every sentence the buyer has said in this call, normalised (see buyer-voice.ts), so none is repeated */
  said: string[];
  painsRevealed: number;
  painsReflected: number;
  valueShown: boolean;
  priceStated: boolean;
  pitches: number;
  pitchStreak: number;
  questionsAsked: number;
  objectionsRaised: ObjectionKind[];
  objectionsHandled: ObjectionKind[];
  pendingObjection: ObjectionKind | null;
  closeAttempts: number;
  nextStepAgreed: boolean;
  /** the time the agreed next step was set for ("Tuesday at 7"), confirmed in the goodbye */
  agreedTime?: string;
  abuseCount: number;
  silenceStreak: number;
  /** how many times the seller waved a worry of the buyer's away (absent in calls stored before it was kept) */
  brushOffs?: number;
  ended: boolean;
  /** why the buyer ended the call, when it did */
  endReason?: CallEndReason;
  lastBuyerText: string;
  /** what the call has established: facts, prices, options, concerns, pressure, commitments */
  conv: ConversationRecord;
}

export interface CreateConversationOptions {
  seed?: number | string;
  /** what the couple shops for; the scenario's own trade when omitted */
  trade?: TradeId;
}

/** The buyer's first words when the call connects, drawn from the seed. */
export function openingFor(persona: Persona, seed: number): string {
  const openings = persona.openings;
  return fillNames(openings[Math.floor(drawRandom(seed).value * openings.length)]!, persona);
}

/**
 * A new call with a scenario's buyer (composed for the trade with the seed, so a call can be replayed) or
 * with a given persona (recomposed when a different trade is asked for).
 */
export function createConversation(
  scenario: string | Persona,
  options: CreateConversationOptions = {},
): ConversationState {
  const scenarioId = typeof scenario === 'string' ? scenario : scenario.scenarioId;
  const seed = normaliseSeed(options.seed ?? scenarioId);
  if (options.trade !== undefined && !isTradeId(options.trade))
    throw new Error(`Unknown trade: ${String(options.trade)}`);
  const persona =
    typeof scenario === 'string' || (options.trade && options.trade !== scenario.trade)
      ? composePersona(scenarioId, options.trade, seed)
      : scenario;
  if (!persona) throw new Error(`Unknown scenario: ${String(scenarioId)}`);
  return {
    version: 3,
    persona,
    seed,
    rng: seed,
    turn: 0,
    trust: rulesFor(persona).startTrust,
    interest: 50,
    greeted: false,
    topicsAsked: [],
    lastTopic: null,
    stated: [],
    said: sentenceKeys(openingFor(persona, seed)),
    painsRevealed: 0,
    painsReflected: 0,
    valueShown: false,
    priceStated: false,
    pitches: 0,
    pitchStreak: 0,
    questionsAsked: 0,
    objectionsRaised: [],
    objectionsHandled: [],
    pendingObjection: null,
    closeAttempts: 0,
    nextStepAgreed: false,
    abuseCount: 0,
    silenceStreak: 0,
    ended: false,
    lastBuyerText: '',
    conv: emptyRecord(),
  };
}

type StoredPersona = Partial<Persona> & { vendorKind?: string };
type StoredState = Omit<Partial<ConversationState>, 'version' | 'persona'> & {
  version?: number;
  persona?: StoredPersona;
};

/**
 * Reads a state back from storage; throws on anything that is not a conversation state. A state stored
 * before trades (version 1) is upgraded: its trade is the persona's old vendor kind, with no trade facts
 * (those questions get an in-character "we haven't thought about that"), and what it said before is
 * taken as stated. A state stored before the conversation record (version 2) starts an empty record, with
 * the turns and any agreed next step it had.
 */
export function restoreConversation(json: unknown): ConversationState {
  let parsed: unknown;
  try {
    parsed = typeof json === 'string' ? JSON.parse(json) : json;
  } catch {
    throw new Error('Not a buyer conversation state');
  }
  const s = parsed as StoredState | null;
  const p = s?.persona;
  if (
    !s ||
    (s.version !== 1 && s.version !== 2 && s.version !== 3) ||
    !p ||
    typeof p !== 'object' ||
    !p.facts ||
    typeof p.name !== 'string' ||
    typeof s.trust !== 'number' ||
    !Array.isArray(s.topicsAsked)
  ) {
    throw new Error('Not a buyer conversation state');
  }
  if (s.version === 2 || s.version === 3) {
    if (!isTradeId(p.trade) || !Array.isArray(s.said) || !Array.isArray(s.stated))
      throw new Error('Not a buyer conversation state');
    if (s.version === 3 && s.conv && typeof s.conv === 'object') return s as ConversationState;
    return { ...(s as Omit<ConversationState, 'version' | 'conv'>), version: 3, conv: upgradedRecord(s) };
  }
  const trade = isTradeId(p.vendorKind) ? p.vendorKind : 'photographer';
  const { vendorKind: _old, ...rest } = p;
  const persona = { ...rest, trade, tradeFacts: {} } as Persona;
  return {
    ...(s as Omit<ConversationState, 'version' | 'persona' | 'stated' | 'said' | 'conv'>),
    version: 3,
    persona,
    stated: s.topicsAsked.filter((t): t is Subject => t !== 'worries'),
    said: sentenceKeys(typeof s.lastBuyerText === 'string' ? s.lastBuyerText : ''),
    conv: upgradedRecord(s),
  };
}

/** The record of a call stored before it had one: its turn count and any next step already agreed. */
function upgradedRecord(s: StoredState): ConversationRecord {
  return {
    ...emptyRecord(),
    turn: typeof s.turn === 'number' ? s.turn : 0,
    committed: s.nextStepAgreed === true,
  };
}

export function clampScore(n: number): number {
  return Math.max(0, Math.min(100, Math.round(n)));
}

/** Discovery topics counted towards readiness (worries are counted as pains). */
export function discoveryCount(s: ConversationState): number {
  return s.topicsAsked.filter((t) => t !== 'worries').length;
}

export interface Readiness {
  discovery: boolean;
  pains: boolean;
  value: boolean;
  trust: boolean;
  objections: boolean;
  ready: boolean;
}

export function assessReadiness(s: ConversationState): Readiness {
  const rules = rulesFor(s.persona);
  const needed = Math.min(rules.objectionsNeeded, s.persona.objections.length);
  const r = {
    discovery: discoveryCount(s) >= rules.topicsNeeded,
    pains: s.painsRevealed >= Math.min(rules.painsNeeded, s.persona.pains.length),
    value: s.valueShown,
    trust: s.trust >= rules.trustNeeded,
    objections: s.objectionsHandled.length >= needed && s.pendingObjection === null,
  };
  return { ...r, ready: r.discovery && r.pains && r.value && r.trust && r.objections };
}

/** The next objection not raised yet, preferring the given kinds. */
export function nextObjection(
  s: ConversationState,
  prefer: ObjectionKind[] = [],
): PersonaObjection | undefined {
  const open = s.persona.objections.filter((o) => !s.objectionsRaised.includes(o.kind));
  return prefer.map((k) => open.find((o) => o.kind === k)).find(Boolean) ?? open[0];
}

export function findObjection(persona: Persona, kind: ObjectionKind): PersonaObjection | undefined {
  return persona.objections.find((o) => o.kind === kind);
}
