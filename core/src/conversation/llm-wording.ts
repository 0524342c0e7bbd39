/**
 * An LLM words the buyer's reply to a decision the buyer policy already took (its moves and intent): the
 * prompt gives the persona's facts, the conversation and the decision; the check accepts a wording only when
 * it keeps that decision — it agrees to a next step only on a 'commit', ends the call only on an 'end-call'
 * (or says goodbye on a 'goodbye'), states no number that is not in the persona's facts or what the
 * salesperson said, and stays short and in character. Anything else is refused and the engine's words stand.
 */
import {
  acceptLlmReply,
  buildLlmPrompt,
  type ChatMessage,
  type HistoryMessage,
} from '../buyer-engine/llm-prompt.ts';
import type { ConversationState } from '../buyer-engine/buyer-state.ts';
import type { BuyerMove } from './buyer-moves.ts';
import { wordRegExp } from '../analysis/word-list.ts';
import { COMMIT_WORDS } from './reading-words.ts';

export interface WordingDecision {
  /** what the policy decided; empty when the engine gave no moves */
  moves: readonly BuyerMove[];
  /** the decision in plain words */
  intent: string;
  /** the engine's own words for it (the fallback, and the model's guide) */
  engineReply: string;
}

export interface WordingGuard {
  moves: readonly BuyerMove[];
  /** every number the reply may state */
  allowed: ReadonlySet<number>;
  /** the buyer's earlier sentences (lower case), never to be said again */
  said: ReadonlySet<string>;
}

export type WordingCheck =
  | { ok: true; reply: string }
  | {
      ok: false;
      reason:
        | 'empty'
        | 'too-long'
        | 'out-of-character'
        | 'commits'
        | 'ends-call'
        | 'keeps-talking'
        | 'declines'
        | 'number'
        | 'repeat';
    };

/** The chat messages asking an LLM to say the policy's decision in the persona's voice. */
export function buildWordingPrompt(
  state: ConversationState,
  history: readonly HistoryMessage[],
  decision: WordingDecision,
): ChatMessage[] {
  const base = buildLlmPrompt(state, [...history], decision.intent);
  const moves = decision.moves.length ? decision.moves.join(', ') : 'answer';
  const rules = [
    `Your decision for this reply is already taken; say it, do not change it. Moves: ${moves}.`,
    `Say what this says, in your own voice: "${decision.engineReply}"`,
    decision.moves.includes('commit')
      ? 'You agree to the next step, on your own terms.'
      : 'Do NOT agree to book, sign, pay, hold a date or meet.',
    decision.moves.includes('end-call')
      ? 'You end the call now, politely, and say goodbye.'
      : 'Do not end the call.',
    'State no number, price, date or count other than those in your facts or said by the salesperson.',
    'One to three short spoken sentences.',
  ].join('\n');
  return [{ role: 'system', content: `${base[0]!.content}\n\n${rules}` }, ...base.slice(1)];
}

const NUMBER = /(\d[\d,]*(?:\.\d+)?)\s*(k\b|thousand|grand)?/gi;

/** The numbers a text states: "$28,400" → 28400, "4.8k" → 4800, "3 thousand" → 3000, "7 pm" → 7. */
export function numbersIn(text: string): number[] {
  const found: number[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const value = Number(m[1]!.replace(/,/g, ''));
    if (!Number.isFinite(value)) continue;
    found.push(m[2] ? Math.round(value * 1000) : value);
  }
  return found;
}

/** Small counts ("two options", "at 3") are not facts a reply could get wrong on its own. */
const ALWAYS_ALLOWED_UP_TO = 12;

/**
 * What a wording of this turn may and may not say: the numbers of the persona's facts, of the salesperson's
 * turns and of the engine's reply; the buyer's sentences said so far.
 */
export function wordingGuard(
  state: ConversationState,
  history: readonly HistoryMessage[],
  turnText: string,
  decision: WordingDecision,
): WordingGuard {
  const sources = [
    JSON.stringify(state.persona),
    turnText,
    decision.engineReply,
    ...history.filter((m) => m.isUser).map((m) => m.text),
  ];
  const allowed = new Set(sources.flatMap(numbersIn));
  const said = new Set(
    history.filter((m) => !m.isUser).flatMap((m) => sentencesOf(m.text).map((s) => s.toLowerCase())),
  );
  return { moves: decision.moves, allowed, said };
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

const COMMITS = wordRegExp(COMMIT_WORDS, 'i', String.raw`\b`, '');
const DECLINES = /\b(?:not ready|no thanks|not interested|pass on|need to think)/i;
const ENDS_CALL =
  /\b(?:good ?bye|bye\b|hang(?:ing)? up|end (?:the|this) call|(?:have|need|got) to go|leave it (?:there|here)|take care(?! of))/i;

/** Checks one sentence as it arrives (a streamed wording is dropped at its first bad sentence). */
export function checkWordingSentence(sentence: string, guard: WordingGuard): WordingCheck {
  const moves = guard.moves;
  if (!moves.includes('commit') && COMMITS.test(sentence)) return { ok: false, reason: 'commits' };
  if (moves.includes('commit') && DECLINES.test(sentence)) return { ok: false, reason: 'declines' };
  const ending = moves.includes('end-call') || moves.includes('goodbye');
  if (!ending && ENDS_CALL.test(sentence)) return { ok: false, reason: 'ends-call' };
  const stray = numbersIn(sentence).some((n) => n > ALWAYS_ALLOWED_UP_TO && !guard.allowed.has(n));
  if (stray) return { ok: false, reason: 'number' };
  if (guard.said.has(sentence.trim().toLowerCase())) return { ok: false, reason: 'repeat' };
  return { ok: true, reply: sentence };
}

/** The whole wording: in character and short (acceptLlmReply), every sentence keeping the decision. */
export function acceptWording(text: string, guard: WordingGuard): WordingCheck {
  const check = acceptLlmReply(text);
  if (!check.ok) return check;
  for (const sentence of sentencesOf(check.reply)) {
    const one = checkWordingSentence(sentence, guard);
    if (!one.ok) return one;
  }
  if (guard.moves.includes('end-call') && !ENDS_CALL.test(check.reply))
    return { ok: false, reason: 'keeps-talking' };
  return check;
}
