/**
 * Checks a buyer reply against a conversation turn (for tests): every subject the turn asked about is covered
 * (the fact's value is in the reply; the real concern behind an objection is a revealed worry or who else
 * decides), no fact of another subject is stated whole, and an objection follow-up is answered, not taken as
 * the objection being handled. Also runs a turn grid over buyer types, trades and seeds.
 */
import type { BuyerId } from '../buyer-types.ts';
import type { TradeId } from '../trades.ts';
import { respondToSalesperson, type BuyerTurnResult } from './buyer-engine.ts';
import { createConversation, type ConversationState } from './buyer-state.ts';
import { fillNames, sentenceKeys } from './buyer-voice.ts';
import type { ConversationTurn } from './conversation-turns.fixture.ts';
import type { Fact, Persona } from './persona-types.ts';
import { CASTS } from './personas.ts';

/** What the buyer does for a question it has no fact for: not decided, a personal aside, another trade's job. */
const NO_FACT_INTENT = /not thought about|personal question|only about the/;

/** The facts that state the real concern behind an objection, besides a revealed worry. */
const CONCERN_FACTS = ['decision', 'dealbreaker', 'budget'];

function factOf(persona: Persona, subject: string): Fact | undefined {
  return persona.facts[subject as keyof Persona['facts']] ?? persona.tradeFacts[subject];
}

export interface TurnVerdict {
  /** subjects covered, of `asked` */
  covered: number;
  asked: number;
  ok: boolean;
  why: string;
}

export function judgeTurn(persona: Persona, turn: ConversationTurn, r: BuyerTurnResult): TurnVerdict {
  const reply = r.reply.toLowerCase();
  const allowed = new Set<string>(
    turn.covers.flatMap((c) => (c === 'concern' ? CONCERN_FACTS : c === 'noFact' ? [] : [c])),
  );
  const facts = [...Object.entries(persona.facts), ...Object.entries(persona.tradeFacts)];
  const asked = turn.covers.length;
  for (const [subject, fact] of facts)
    if (!allowed.has(subject) && fact.lines.some((l) => reply.includes(l.toLowerCase())))
      return { covered: 0, asked, ok: false, why: `states the ${subject} fact` };
  const keys = sentenceKeys(r.reply);
  if (new Set(keys).size < keys.length) return { covered: 0, asked, ok: false, why: 'says a sentence twice' };
  if (turn.afterObjection && r.events.includes('objection-handled'))
    return { covered: 0, asked, ok: false, why: 'takes the follow-up as the objection handled' };
  const missing: string[] = [];
  for (const subject of turn.covers) {
    const covered =
      subject === 'noFact'
        ? NO_FACT_INTENT.test(r.intent)
        : subject === 'concern'
          ? r.events.includes('reveal-pain') ||
            CONCERN_FACTS.some((c) => reply.includes(factOf(persona, c)!.value.toLowerCase()))
          : reply.includes(factOf(persona, subject)?.value.toLowerCase() ?? '\u0000');
    if (!covered) missing.push(subject);
  }
  return {
    covered: asked - missing.length,
    asked,
    ok: missing.length === 0,
    why: missing.length ? `misses ${missing.join(', ')}` : '',
  };
}

/**
 * A call in which the buyer has just raised its "think about it" objection (its first objection when it has
 * none), after two discovery questions, as the engine records a raised objection.
 */
export function withObjection(start: ConversationState): ConversationState {
  let s = start;
  for (const text of ['When is the wedding date?', 'How many guests are you expecting?'])
    s = respondToSalesperson(s, text).state;
  const objection = s.persona.objections.find((o) => o.kind === 'think') ?? s.persona.objections[0]!;
  const line = fillNames(objection.line, s.persona);
  return {
    ...s,
    objectionsRaised: [...s.objectionsRaised, objection.kind],
    pendingObjection: objection.kind,
    said: [...s.said, ...sentenceKeys(line)],
    lastBuyerText: line,
  };
}

export interface GridResult {
  turns: number;
  ok: number;
  topics: number;
  covered: number;
  byType: Record<string, { turns: number; ok: number }>;
  misses: string[];
}

/** The grid turn fixtures are measured on: every scenario (all four buyer types), five trades, three seeds. */
const GRID_SCENARIOS = CASTS.map((c) => c.home.scenarioId);
const GRID_TRADES: readonly TradeId[] = ['photographer', 'venue', 'florist', 'caterer', 'dj'];
const GRID_SEEDS = [1, 7, 13];

/** One line for a grid's result: turns and subjects covered, and turns covered per buyer type. */
export function turnGridSummary(g: GridResult): string {
  const byType = Object.entries(g.byType).map(([type, t]) => `${type} ${t.ok}/${t.turns}`);
  const turns = `${g.ok}/${g.turns} turns fully covered`;
  return `${turns}, ${g.covered}/${g.topics} asked subjects covered; ${byType.join(', ')}`;
}

/** Every turn asked in a fresh call (or right after an objection) on the grid. */
export function runTurnGrid(turns: readonly ConversationTurn[]): GridResult {
  const out: GridResult = { turns: 0, ok: 0, topics: 0, covered: 0, byType: {}, misses: [] };
  for (const scenarioId of GRID_SCENARIOS)
    for (const trade of GRID_TRADES)
      for (const seed of GRID_SEEDS) {
        const fresh = createConversation(scenarioId, { seed, trade });
        const pending = withObjection(fresh);
        const type: BuyerId = fresh.persona.buyerType;
        for (const turn of turns.filter((x) => !x.trades || x.trades.includes(trade))) {
          const start = turn.afterObjection ? pending : fresh;
          const r = respondToSalesperson(start, turn.text);
          const v = judgeTurn(start.persona, turn, r);
          const t = (out.byType[type] ??= { turns: 0, ok: 0 });
          out.turns += 1;
          t.turns += 1;
          out.topics += v.asked;
          out.covered += v.covered;
          if (v.ok) {
            out.ok += 1;
            t.ok += 1;
          } else out.misses.push(`${scenarioId}/${trade}/${seed}: ${turn.text} → ${r.reply} (${v.why})`);
        }
      }
  return out;
}
