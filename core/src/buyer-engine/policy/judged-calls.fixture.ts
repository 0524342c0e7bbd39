/** The judged-call regression tests' two helpers: a judged call's own turns, and turns played to a fresh buyer. */
import { readFileSync } from 'node:fs';
import { respondToSalesperson, type BuyerTurnResult } from '../buyer-engine.ts';
import { createConversation, type ConversationState } from '../buyer-state.ts';
import type { TradeId } from '../../trades.ts';

/** The salesperson's turns of a judged call kept in the repo's regression set (core/corpus/judged-consultations). */
export function judgedTurns(file: string): string[] {
  const text = readFileSync(new URL(`../../../corpus/judged-consultations/${file}`, import.meta.url), 'utf8');
  return [...text.matchAll(/^\*\*You:\*\* (.*)$/gm)].map((m) => m[1]!);
}

/** Plays the turns in order to a fresh buyer and returns every result. */
export function playTurns(scenario: string, trade: TradeId, turns: string[], seed = 1): BuyerTurnResult[] {
  let s: ConversationState = createConversation(scenario, { trade, seed });
  return turns.map((text) => {
    const result = respondToSalesperson(s, text);
    s = result.state;
    return result;
  });
}
