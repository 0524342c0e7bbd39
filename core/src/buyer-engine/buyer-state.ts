/** The buyer engine's conversation state (plain JSON) and the rules that read it. */
import type { ObjectionKind, Persona, PersonaObjection, Topic } from './persona-types.ts';
import { findPersona, rulesFor } from './personas.ts';
import { normaliseSeed } from './prng.ts';

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
  | 'call-ended';

export interface ConversationState {
  version: 1;
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
  /** distinct topics asked about, in order */
  topicsAsked: Topic[];
  lastTopic: Topic | null;
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
  abuseCount: number;
  silenceStreak: number;
  ended: boolean;
  lastBuyerText: string;
}

export interface CreateConversationOptions {
  seed?: number | string;
}

export function createConversation(
  scenario: string | Persona,
  options: CreateConversationOptions = {},
): ConversationState {
  const persona = typeof scenario === 'string' ? findPersona(scenario) : scenario;
  if (!persona) throw new Error(`Unknown scenario: ${String(scenario)}`);
  const seed = normaliseSeed(options.seed ?? persona.scenarioId);
  return {
    version: 1,
    persona,
    seed,
    rng: seed,
    turn: 0,
    trust: rulesFor(persona).startTrust,
    interest: 50,
    greeted: false,
    topicsAsked: [],
    lastTopic: null,
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
  };
}

/** Reads a state back from storage; throws on anything that is not a conversation state. */
export function restoreConversation(json: unknown): ConversationState {
  const s = (typeof json === 'string' ? JSON.parse(json) : json) as Partial<ConversationState> | null;
  if (!s || s.version !== 1 || !s.persona || typeof s.trust !== 'number' || !Array.isArray(s.topicsAsked)) {
    throw new Error('Not a buyer conversation state');
  }
  return s as ConversationState;
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
