/**
 * Whole scripted consultations (issue 23): a conversation is data (what the salesperson says, turn by turn,
 * and what a real couple does at each moment), played against the buyer engine and checked turn by turn and
 * over the whole call. The checks are written from how couples behave, not from the engine's current code.
 */
import type { BuyerMove, CallEndReason } from '../../conversation/buyer-moves.ts';
import type { BuyerId } from '../../buyer-types.ts';
import type { TradeId } from '../../trades.ts';
import { openingLine, respondToSalesperson, type BuyerTurnResult } from '../buyer-engine.ts';
import { createConversation, type ConversationState } from '../buyer-state.ts';
import type { Persona } from '../persona-types.ts';
import { mentions, moneyIn, contradictions, type Mention } from './reply-facts.ts';
import { eitherRegExp } from '../../analysis/word-list.ts';
import { DEFLECTION_WORDS, PRICE_REASK_WORDS } from './reply-words.ts';

export type { Mention } from './reply-facts.ts';

/** What the buyer must do with one salesperson turn. */
export interface TurnExpect {
  /** the buyer's moves include at least one of these */
  moves?: BuyerMove[];
  /** the buyer's moves include none of these */
  notMoves?: BuyerMove[];
  /** the reply mentions at least one of these (see reply-facts.ts for the '@' tokens) */
  mentions?: Mention[];
  /** the reply mentions every one of these */
  mentionsAll?: Mention[];
  ended?: boolean;
  endReason?: CallEndReason;
}

/** The turns the whole-call checks count: a price quote, pressure, a close (asking for a commitment). */
export type Act = 'quote' | 'push' | 'close';

export interface ScriptTurn {
  say: string;
  act?: Act;
  expect?: TurnExpect;
}

export interface Conversation {
  id: string;
  scenario: string;
  trade: TradeId;
  seed: number;
  style: 'strong' | 'weak' | 'pushy';
  /** written as transcribed speech: lower case, no punctuation, fillers, run-ons */
  spoken: boolean;
  /** the couple's budget for this trade the turns were written against (checked before playing) */
  budget: string;
  turns: ScriptTurn[];
}

export interface PlayedTurn {
  say: string;
  reply: string;
  moves: string[];
  endReason?: string;
  ended: boolean;
  result: BuyerTurnResult;
}

export interface Played {
  persona: Persona;
  opening: string;
  turns: PlayedTurn[];
}

/** The buyer's moves of a turn. */
export const movesOf = (result: BuyerTurnResult): string[] => result.moves;
const endReasonOf = (result: BuyerTurnResult): string | undefined => result.endReason;

/** Plays the salesperson's turns in order and records every result. */
export function play(scenario: string, trade: TradeId, seed: number, turns: readonly string[]): Played {
  let state: ConversationState = createConversation(scenario, { trade, seed });
  const opening = openingLine(state);
  const played: PlayedTurn[] = [];
  for (const say of turns) {
    const result = respondToSalesperson(state, say);
    state = result.state;
    played.push({
      say,
      reply: result.reply,
      moves: movesOf(result),
      endReason: endReasonOf(result),
      ended: state.ended,
      result,
    });
  }
  return { persona: state.persona, opening, turns: played };
}

export interface Check {
  label: string;
  ok: boolean;
  detail: string;
}

/** A sentence's comparable form: lower case, letters and digits only. */
export const sentenceKey = (sentence: string): string =>
  sentence
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Sentences of four words or more said twice in the call (opening included). */
export function repeatedSentences(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const sentence of texts.flatMap(sentencesOf)) {
    const key = sentenceKey(sentence);
    if (key.split(' ').length < 4) continue;
    if (seen.has(key)) repeated.push(sentence);
    seen.add(key);
  }
  return repeated;
}

const PRICE_REASK = new RegExp(String.raw`\b(${PRICE_REASK_WORDS.join('|')})\b`, 'i');
const PRICE_REASK_EXTRAS = /deposit|extra|additional|overtime|travel|per hour|each|add-on|second/i;

/** A buyer question asking the price again (not about a deposit or an extra). */
export const asksPrice = (reply: string): boolean =>
  sentencesOf(reply).some((s) => s.includes('?') && PRICE_REASK.test(s) && !PRICE_REASK_EXTRAS.test(s));

const DEFLECTIONS = eitherRegExp(DEFLECTION_WORDS, 'i');

/** How each buyer type agrees to a next step, loosely. */
export const COMMIT_TERMS: Record<BuyerId, (persona: Persona) => RegExp> = {
  boss: () => /book|sign|deposit|done|deal|send|lock|yes|go ahead|let's do it|hold/i,
  analyzer: () => /writ|contract|email|send|document|read|spreadsheet|itemi|breakdown|paper|terms|pdf/i,
  relater: (p) =>
    new RegExp(
      [p.partner, p.thirdParty?.name.replace(/^my /, ''), 'mom', 'mum', 'mother', 'parents', 'father', 'dad']
        .filter(Boolean)
        .join('|'),
      'i',
    ),
  dreamer: () =>
    /see|feel|visit|tour|tast|try|show|look|sample|fitting|trial|come|bring|mock|in person|pinterest|picture/i,
};

const listed = (xs: readonly string[]): string => (xs.length ? xs.join(', ') : 'none');

function checkTurn(n: number, turn: ScriptTurn, got: PlayedTurn, persona: Persona): Check[] {
  const e = turn.expect;
  if (!e) return [];
  const at = `turn ${n} "${turn.say.slice(0, 48)}"`;
  const said = `moves [${listed(got.moves)}], reply "${got.reply}"`;
  const checks: Check[] = [];
  if (e.moves)
    checks.push({
      label: `${at}: one of [${e.moves.join(', ')}]`,
      ok: e.moves.some((m) => got.moves.includes(m)),
      detail: said,
    });
  if (e.notMoves)
    checks.push({
      label: `${at}: none of [${e.notMoves.join(', ')}]`,
      ok: !e.notMoves.some((m) => got.moves.includes(m)),
      detail: said,
    });
  if (e.mentions)
    checks.push({
      label: `${at}: reply mentions one of [${e.mentions.map(String).join(', ')}]`,
      ok: e.mentions.some((m) => mentions(got.reply, m, persona)),
      detail: said,
    });
  if (e.mentionsAll)
    checks.push({
      label: `${at}: reply mentions all of [${e.mentionsAll.map(String).join(', ')}]`,
      ok: e.mentionsAll.every((m) => mentions(got.reply, m, persona)),
      detail: said,
    });
  if (e.ended !== undefined)
    checks.push({ label: `${at}: call ended is ${e.ended}`, ok: got.ended === e.ended, detail: said });
  if (e.endReason)
    checks.push({
      label: `${at}: end reason ${e.endReason}`,
      ok: got.endReason === e.endReason,
      detail: `end reason ${got.endReason ?? 'none'}; ${said}`,
    });
  return checks;
}

/** The checks over the whole call: repeats, the price asked again, contradictions, deflections, commitments. */
function checkCall(c: Conversation, played: Played): Check[] {
  const { persona, turns } = played;
  const replies = turns.map((t) => t.reply);
  const checks: Check[] = [];
  const repeated = repeatedSentences([played.opening, ...replies]);
  checks.push({ label: 'no buyer sentence repeated', ok: repeated.length === 0, detail: listed(repeated) });

  const firstQuote = c.turns.findIndex((t) => t.act === 'quote');
  if (firstQuote >= 0) {
    const reasked = replies.slice(firstQuote).filter(asksPrice);
    checks.push({
      label: 'the price is never asked again once quoted',
      ok: reasked.length === 0,
      detail: listed(reasked),
    });
  }

  const quoted: number[] = [];
  const contradicting: string[] = [];
  turns.forEach((t) => {
    quoted.push(...moneyIn(t.say));
    contradicting.push(...contradictions(t.reply, persona, quoted));
  });
  const { budget, guests, date } = persona.facts;
  checks.push({
    label: `no budget, guest count or date other than ${budget.value}, ${guests.value}, ${date.value}`,
    ok: contradicting.length === 0,
    detail: listed(contradicting),
  });

  const deflecting = turns.filter((t) => t.moves.includes('deflect') || DEFLECTIONS.test(t.reply));
  checks.push({
    label: 'at most one deflection in the call',
    ok: deflecting.length <= 1,
    detail: listed(deflecting.map((t) => t.reply)),
  });

  const pushes = c.turns.flatMap((t, i) => (t.act === 'push' ? [i] : []));
  if (pushes.length >= 3) {
    const ending = turns.findIndex((t) => t.moves.includes('end-call'));
    checks.push({
      label: 'the buyer ends the call after the first push and by the third',
      ok: ending > pushes[0]! && ending <= pushes[2]!,
      detail: `end-call at turn ${ending + 1}, pushes at turns ${pushes.map((i) => i + 1).join(', ')}`,
    });
    if (ending >= 0)
      checks.push({
        label: 'the call ends for pressure',
        ok: turns[ending]!.endReason === 'pressure',
        detail: `end reason ${turns[ending]!.endReason ?? 'none'}`,
      });
  }

  const committed = turns.findIndex((t) => t.moves.includes('commit'));
  if (c.style === 'strong') {
    const lastClose = c.turns.map((t) => t.act).lastIndexOf('close');
    checks.push({
      label: 'a strong call earns a commitment at or before its last close',
      ok: committed >= 0 && committed <= lastClose,
      detail: `commit at turn ${committed + 1}, last close at turn ${lastClose + 1}`,
    });
    if (committed >= 0)
      checks.push({
        label: `the ${persona.buyerType} commits on its own terms`,
        ok: COMMIT_TERMS[persona.buyerType](persona).test(turns[committed]!.reply),
        detail: turns[committed]!.reply,
      });
  } else
    checks.push({
      label: `a ${c.style} call earns no commitment`,
      ok: committed < 0,
      detail: committed < 0 ? '' : turns[committed]!.reply,
    });
  return checks;
}

/** Plays a conversation and returns every check, passed or not. */
export function checkConversation(c: Conversation): Check[] {
  const played = play(
    c.scenario,
    c.trade,
    c.seed,
    c.turns.map((t) => t.say),
  );
  return [
    ...c.turns.flatMap((turn, i) => checkTurn(i + 1, turn, played.turns[i]!, played.persona)),
    ...checkCall(c, played),
  ];
}
