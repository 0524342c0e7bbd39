import { respondToSalesperson, type BuyerTurnResult } from '@ringready/core/buyer-engine/buyer-engine';
import type { ConversationState } from '@ringready/core/buyer-engine/buyer-state';
import type { HistoryMessage } from '@ringready/core/buyer-engine/llm-prompt';
import type { CallEndReason } from '@ringready/core/conversation/buyer-moves';
import {
  buildReadingPrompt,
  mergeLlmReading,
  parseLlmReading,
} from '@ringready/core/conversation/llm-reading';
import {
  acceptWording,
  buildWordingPrompt,
  checkWordingSentence,
  wordingGuard,
} from '@ringready/core/conversation/llm-wording';
import { readTurn } from '@ringready/core/conversation/read-turn';
import type { TurnReading } from '@ringready/core/conversation/reading-types';
import { isBuyerEndReason } from '@ringready/core/voice/voice-protocol';
import type { AppContext } from '../../../context.ts';
import { completeOrFallback, streamOrFallback, type Verdict } from '../../../lib/llm-fallback.ts';
import { streamedSentences } from './streamed-sentences.ts';

/** The whole LLM path of a turn (reading and wording); after it the engine's own reply is used. */
export const LLM_TURN_BUDGET_MS = 1_500;
/** The reading's share of the budget: a slow reading leaves the reader's reading and time to word. */
export const LLM_READING_BUDGET_MS = 600;

export interface BuyerTurn {
  reply: string;
  state: ConversationState;
  /** who worded the reply */
  source: 'engine' | 'llm';
  /** the buyer ended the call with this turn */
  ended: boolean;
  endReason: CallEndReason | null;
}

export interface BuyerTurnOptions {
  /** each sentence of an LLM wording as it arrives (it may still be refused as a whole) */
  onSentence?: (sentence: string) => void;
  budgetMs?: number;
  readingBudgetMs?: number;
}

type Deps = Pick<AppContext, 'llm' | 'log'>;

/**
 * The buyer's answer. The engine decides (facts, prices, commitments, ending the call); a configured LLM may
 * read the turn into the reader's acts and word the engine's decision, within one budget. Invalid, slow or
 * decision-breaking LLM output is dropped: the reader's reading, the engine's words.
 */
export async function takeBuyerTurn(
  deps: Deps,
  state: ConversationState,
  history: HistoryMessage[],
  text: string,
  options: BuyerTurnOptions = {},
): Promise<BuyerTurn> {
  const llm = deps.llm;
  if (!llm) return fromEngine(state, respondToSalesperson(state, text));
  const budget = AbortSignal.timeout(options.budgetMs ?? LLM_TURN_BUDGET_MS);
  const readingBudget = options.readingBudgetMs ?? LLM_READING_BUDGET_MS;
  const reading = await readWithLlm(deps, state, text, budget, readingBudget);
  const result = decide(deps, state, text, reading);
  const engine = fromEngine(state, result);
  if (budget.aborted || engine.reply === '') return engine;
  const decision = { moves: result.moves ?? [], intent: result.intent, engineReply: result.reply };
  const guard = wordingGuard(state, history, text, decision);
  const messages = buildWordingPrompt(state, history, decision);
  return streamOrFallback(
    deps,
    { messages, signal: budget },
    {
      sentences: streamedSentences,
      check: (sentence) => checkWordingSentence(sentence, guard),
      onSentence: options.onSentence,
      accept: (worded): Verdict<BuyerTurn> => {
        const check = acceptWording(worded, guard);
        if (!check.ok) return check;
        const state = { ...engine.state, lastBuyerText: check.reply };
        return { ok: true, value: { ...engine, reply: check.reply, source: 'llm', state } };
      },
    },
    engine,
    {
      failed: 'LLM buyer wording failed; engine reply used',
      refused: 'LLM wording broke the decision; engine reply used',
    },
  );
}

/**
 * The LLM's acts and slots over the reader's reading of the turn (its flags and topics stay); null, so the
 * engine reads the turn itself, when the LLM's answer is invalid, failed or slow.
 */
async function readWithLlm(
  deps: Deps,
  state: ConversationState,
  text: string,
  budget: AbortSignal,
  readingBudgetMs: number,
): Promise<TurnReading | null> {
  const signal = AbortSignal.any([budget, AbortSignal.timeout(readingBudgetMs)]);
  const context = {
    previousBuyerText: state.lastBuyerText,
    concernOpen: state.pendingObjection !== null,
    trade: state.persona.trade,
  };
  return completeOrFallback<TurnReading | null>(
    deps,
    { messages: buildReadingPrompt(text, state.lastBuyerText), json: true, signal, budget },
    (answer) => {
      const parsed = parseLlmReading(answer);
      return parsed ? mergeLlmReading(readTurn(text.slice(0, 4000), context), text, parsed) : undefined;
    },
    null,
    {
      failed: 'LLM reading failed; the reader reads the turn',
      rejected: 'LLM reading is not the act schema; the reader reads the turn',
    },
  );
}

/** The engine on the LLM's reading; on its own reading if that reading trips it. */
function decide(
  deps: Deps,
  state: ConversationState,
  text: string,
  reading: TurnReading | null,
): BuyerTurnResult {
  if (!reading) return respondToSalesperson(state, text);
  try {
    return respondToSalesperson(state, text, { reading });
  } catch (err) {
    deps.log.warn({ err }, 'the engine refused the LLM reading; the reader reads the turn');
    return respondToSalesperson(state, text);
  }
}

/** The engine's turn; it ends the call when the buyer's state turns ended (or its move is to end it). */
function fromEngine(before: ConversationState, result: BuyerTurnResult): BuyerTurn {
  const stateReason = (result.state as { endReason?: unknown }).endReason;
  const reason = result.endReason ?? stateReason ?? (result.events.includes('abuse') ? 'abuse' : null);
  const ended = !before.ended && (result.state.ended === true || result.moves?.includes('end-call') === true);
  return {
    reply: result.reply,
    state: result.state,
    source: 'engine',
    ended,
    endReason: ended && isBuyerEndReason(reason) ? reason : null,
  };
}
