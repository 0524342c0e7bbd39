/**
 * A question that probes a waiting objection ("what's holding you back?", "is there something you're unsure
 * about?", "what matters most to you in deciding?") is what good objection handling asks: the buyer answers
 * it as a real question and the objection stays open until a remedy is offered. Asked what worries them (or
 * nothing named), the buyer tells the real concern: the next hidden worry (the question earns trust towards
 * it), else the part of their story behind the objection (who else decides, the budget, their dealbreaker).
 */
import { answerQuestion, revealPain } from './answer-question.ts';
import { adjust, type Turn } from './engine-turn.ts';
import type { FactTopic, ObjectionKind } from './persona-types.ts';

/** The story fact behind each objection: "think about it" is who else decides, price is the budget. */
const CONCERN_FACT: Record<ObjectionKind, FactTopic> = {
  think: 'decision',
  price: 'budget',
  compare: 'dealbreaker',
  date: 'dealbreaker',
};

/** Trust a question about the real concern earns towards revealing a hidden worry. */
const PROBE_SLACK = 15;

export function uncoverConcern(turn: Turn): string {
  const { s, t } = turn;
  adjust(turn, 3, 1);
  const asked = t.asks[0];
  if (asked && asked.topics[0] !== 'worries') return answerQuestion(turn);
  s.questionsAsked += 1;
  const pain = s.persona.pains[s.painsRevealed];
  if (pain && s.trust + PROBE_SLACK >= pain.minTrust) {
    s.lastTopic = 'worries';
    return revealPain(turn, false, PROBE_SLACK);
  }
  return tellConcernFact(turn, CONCERN_FACT[s.pendingObjection ?? 'think']);
}

function tellConcernFact(turn: Turn, subject: FactTopic): string {
  const { s, v } = turn;
  const fact = s.persona.facts[subject];
  s.lastTopic = subject;
  if (!s.stated.includes(subject)) s.stated.push(subject);
  turn.intent = `tell them the real concern behind your objection: the ${subject}, ${fact.value}`;
  const core = v.fresh(fact.lines) ?? v.variant(fact.lines, fact.value) ?? v.line('restate', fact.value);
  const lead = v.optional('painPrefix');
  return lead ? `${lead} ${core}` : core;
}
