/**
 * Checks a buyer reply against what a consultation question was about (for tests and the answer bench):
 * the expected fact's value is in the reply (or the trade's own fact of that name, or the trade's own topic
 * the question names, which outranks a general topic), no other fact is stated whole, and personal or
 * undecided questions get an aside or an honest "not decided" rather than a fact.
 */
import type { BuyerTurnResult } from './buyer-engine.ts';
import { classifyTurn } from './classify-turn.ts';
import type { ConsultationQuestion } from './consultation-question.ts';
import { topicTrade, type Fact, type Persona } from './persona-types.ts';
import { STORY_FIRST } from './topic-patterns.ts';

export const HONEST =
  /haven't|not sure|no idea|don't know|not decided|have not|isn't in|no data|crossed my mind|got that far|don't have/i;

/** The facts a good answer to the question may state, keyed by subject. */
function allowedFacts(persona: Persona, q: ConsultationQuestion): Map<string, Fact> {
  const allowed = new Map<string, Fact>();
  const general = persona.facts[q.expected as keyof Persona['facts']] as Fact | undefined;
  if (general) allowed.set(q.expected, general);
  const ownNamed = persona.tradeFacts[`${persona.trade}.${q.expected}`];
  if (ownNamed) allowed.set(`${persona.trade}.${q.expected}`, ownNamed);
  if (!(STORY_FIRST as readonly string[]).includes(q.expected))
    for (const topic of classifyTurn(q.text).tradeTopics)
      if (topicTrade(topic) === persona.trade && persona.tradeFacts[topic])
        allowed.set(topic, persona.tradeFacts[topic]);
  return allowed;
}

export interface Verdict {
  ok: boolean;
  why: string;
}

/** Whether one reply answers the question on topic, with no fact of another subject. */
export function judgeReply(persona: Persona, q: ConsultationQuestion, r: BuyerTurnResult): Verdict {
  const reply = r.reply.toLowerCase();
  const allowed = allowedFacts(persona, q);
  const facts: Array<[string, Fact]> = [
    ...Object.entries(persona.facts),
    ...Object.entries(persona.tradeFacts),
  ];
  for (const [subject, fact] of facts)
    if (!allowed.has(subject) && fact.lines.some((l) => reply.includes(l.toLowerCase())))
      return { ok: false, why: `states the ${subject} fact` };
  if (q.expected === 'honeymoon' && reply.includes(persona.facts.venue.value.toLowerCase()))
    return { ok: false, why: 'answers a honeymoon question with the venue' };
  switch (q.expected) {
    case 'smalltalk':
      return { ok: /small talk/.test(r.intent), why: `intent: ${r.intent}` };
    case 'aside':
      return { ok: /personal question/.test(r.intent), why: `intent: ${r.intent}` };
    case 'unknown':
      return {
        ok: HONEST.test(r.reply) && !r.events.includes('fact-shared'),
        why: 'not an honest "not decided"',
      };
    default: {
      const values = [...allowed.values()].map((f) => f.value.toLowerCase());
      return { ok: values.some((v) => reply.includes(v)), why: `expected one of ${values.join(' | ')}` };
    }
  }
}
