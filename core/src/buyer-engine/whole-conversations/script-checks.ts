/** Checks of the conversations as written (not of the buyer): they hold for any engine, so they always run. */
import type { BuyerId } from '../../buyer-types.ts';
import { createConversation } from '../buyer-state.ts';
import { checkConversation, type Conversation } from './play-conversation.ts';

/** What is wrong with a buyer type's conversations as written (empty when they are fit to play). */
export function scriptProblems(type: BuyerId, conversations: readonly Conversation[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const c of conversations) {
    const persona = createConversation(c.scenario, { trade: c.trade, seed: c.seed }).persona;
    const acts = c.turns.map((t) => t.act);
    if (ids.has(c.id)) problems.push(`${c.id}: id used twice`);
    ids.add(c.id);
    if (persona.buyerType !== type) problems.push(`${c.id}: a ${persona.buyerType}, not a ${type}`);
    if (persona.facts.budget.value !== c.budget)
      problems.push(
        `${c.id}: written for a ${c.budget} budget, the couple has ${persona.facts.budget.value}`,
      );
    if (c.turns.length < 6 || c.turns.length > 14)
      problems.push(`${c.id}: ${c.turns.length} turns, not 6–14`);
    if (c.style === 'strong' && !acts.includes('close'))
      problems.push(`${c.id}: a strong call with no close`);
    if (c.style === 'pushy' && acts.filter((a) => a === 'push').length < 3)
      problems.push(`${c.id}: a pushy call with fewer than three pushes`);
    if (c.style !== 'pushy' && acts.includes('push')) problems.push(`${c.id}: pressure in a ${c.style} call`);
    if (c.spoken && c.turns.some((t) => !/^[a-z0-9 ']+$/.test(t.say)))
      problems.push(`${c.id}: a spoken call with casing or punctuation`);
  }
  const count = (f: (c: Conversation) => boolean): number => conversations.filter(f).length;
  if (conversations.length < 11) problems.push(`only ${conversations.length} conversations`);
  for (const style of ['strong', 'weak', 'pushy'] as const)
    if (count((c) => c.style === style) < 2) problems.push(`fewer than two ${style} calls`);
  if (count((c) => c.spoken) < 3) problems.push('fewer than three spoken calls');
  return problems;
}

/** The checks a played conversation failed, one line each, for a readable test failure. */
export const failedChecks = (c: Conversation): string[] =>
  checkConversation(c)
    .filter((check) => !check.ok)
    .map((check) => `${check.label} — ${check.detail}`);
