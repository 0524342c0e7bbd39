/**
 * A question of the turn that the first answer left out ("… so when is it, and where are you thinking?" answered
 * with the venue alone): answered by its own words, when a fact of the couple's answers it and that fact was not
 * already said in this reply, or when it asks their worry and none was told yet.
 */
import type { DialogueAct } from '../../conversation/reading-types.ts';
import { chooseFirst } from '../choose-answer.ts';
import { classifyTurn } from '../classify-turn.ts';
import type { Turn } from '../engine-turn.ts';
import { factOf } from './choice-facts.ts';
import { answerQuestions } from './question-acts.ts';

/** Adds to the reply's parts (up to `cap`) the questions of the turn its answers so far left out. */
export function answerLeftOut(turn: Turn, asked: readonly DialogueAct[], parts: string[], cap: number): void {
  for (const act of asked) {
    if (parts.length >= cap) return;
    const part = answerOwnAsk(turn, act, parts.join(' '));
    if (!part) continue;
    parts.push(part);
    turn.v.remember(part);
  }
}

function answerOwnAsk(turn: Turn, act: DialogueAct, said: string): string {
  const { s } = turn;
  const t = classifyTurn(act.text, {
    previousBuyerText: s.lastBuyerText,
    objectionPending: s.pendingObjection !== null,
  });
  if (t.topics.length === 0 && t.tradeTopics.length === 0) return '';
  const own: Turn = { ...turn, t };
  const choice = chooseFirst(own);
  // "… and what's your biggest worry with booking this late?" beside a choice: their worry, once
  if (choice.kind === 'worries' && turn.events.includes('reveal-pain')) return '';
  if (choice.kind !== 'fact' && choice.kind !== 'worries') return '';
  const fact = choice.kind === 'fact' ? factOf(turn, choice.subject) : undefined;
  if (choice.kind === 'fact' && (!fact || said.toLowerCase().includes(fact.value.toLowerCase()))) return '';
  const before = turn.intent;
  const reply = answerQuestions(own, act);
  turn.intent = before ? `${before}; then ${own.intent}` : own.intent;
  return reply;
}
