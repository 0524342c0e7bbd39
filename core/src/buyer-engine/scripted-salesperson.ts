/** Scripted salespeople for tests, benchmarks and demos: a good discoverer and arbitrary turn lists. */
import { respondToSalesperson } from './buyer-engine.ts';
import type { BuyerEvent, ConversationState } from './buyer-state.ts';

export const DISCOVERER_OPENING: readonly string[] = [
  'Hi, thanks so much for reaching out, and congratulations!',
  'Tell me a little about the two of you. How did you meet?',
  'When is the wedding date?',
  'How many guests are you expecting?',
  'What worries you most about the day?',
  'That sounds really stressful, I completely understand why that worries you.',
  'What else has been frustrating or stressful about planning so far?',
  "It sounds like that's been hard, I can see why.",
  'Who else is involved in the decision?',
  'What is most important to you?',
  'We specialise in exactly this: our couples get a written guarantee and a backup plan, ' +
    'so you never have to worry about that.',
];
export const DISCOVERER_HANDLING =
  "I completely understand, that's fair. What would help you feel confident? " +
  'We can adjust the package and put everything in writing.';
export const DISCOVERER_CLOSE = 'Would you like to come in for a walkthrough on Saturday at 11?';

export interface ScriptRun {
  state: ConversationState;
  replies: string[];
  events: BuyerEvent[];
}

/**
 * Plays turns (or the discoverer: opening, then handle any objection, else propose a concrete next step;
 * 20 turns max).
 */
export function talk(start: ConversationState, turns: readonly string[] | 'discoverer'): ScriptRun {
  let state = start;
  const replies: string[] = [];
  const events: BuyerEvent[] = [];
  const queue = turns === 'discoverer' ? [...DISCOVERER_OPENING] : [...turns];
  const limit = turns === 'discoverer' ? 20 : queue.length;
  for (let i = 0; i < limit && !state.nextStepAgreed; i++) {
    const text = queue.shift() ?? (state.pendingObjection ? DISCOVERER_HANDLING : DISCOVERER_CLOSE);
    const r = respondToSalesperson(state, text);
    state = r.state;
    replies.push(r.reply);
    events.push(...r.events);
  }
  return { state, replies, events };
}
