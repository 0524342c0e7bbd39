import { describe, expect, it } from 'vitest';
import { createConversation } from '../buyer-engine/buyer-state.ts';
import {
  acceptWording,
  buildWordingPrompt,
  checkWordingSentence,
  numbersIn,
  wordingGuard,
  type WordingDecision,
} from './llm-wording.ts';

const state = createConversation('boss-venue-bottom-line', { seed: 1 }); // Marcus, $25,000, 150 guests
const history = [
  { text: 'What can I do for you?', isUser: false },
  { text: 'The barn is 28,400 for your date.', isUser: true },
];
const decide = (
  moves: WordingDecision['moves'],
  engineReply = 'That is over our number.',
): WordingDecision => ({
  moves,
  intent: 'react to the price',
  engineReply,
});
const guardFor = (moves: WordingDecision['moves'], turn = 'The barn is 28,400.') =>
  wordingGuard(state, history, turn, decide(moves));

describe('an LLM wording of the buyer policy decision', () => {
  it('reads the numbers a reply states', () => {
    expect(numbersIn('$28,400 or 4.8k, maybe 3 thousand at 7 pm')).toEqual([28400, 4800, 3000, 7]);
  });

  it("accepts a wording that keeps the decision and the persona's numbers", () => {
    const check = acceptWording(
      'Twenty-eight four is over our $25,000. What would you cut?',
      guardFor(['price-objection']),
    );
    expect(check).toEqual({ ok: true, reply: 'Twenty-eight four is over our $25,000. What would you cut?' });
  });

  it('refuses a wording that states a budget the persona does not have', () => {
    expect(acceptWording('Our budget is $9,000, so no.', guardFor(['price-objection']))).toEqual({
      ok: false,
      reason: 'number',
    });
  });

  it('refuses a commitment the policy did not make, and a refusal when it did', () => {
    expect(checkWordingSentence("Great, let's book it!", guardFor(['price-relief']))).toMatchObject({
      reason: 'commits',
    });
    expect(checkWordingSentence("Let's book it.", guardFor(['commit']))).toMatchObject({ ok: true });
    expect(checkWordingSentence("I'm not ready to decide.", guardFor(['commit']))).toMatchObject({
      reason: 'declines',
    });
  });

  it('ends the call only when the policy ends it', () => {
    expect(acceptWording('Okay, goodbye.', guardFor(['answer']))).toMatchObject({ reason: 'ends-call' });
    expect(acceptWording('I hear you. Anyway.', guardFor(['end-call']))).toMatchObject({
      reason: 'keeps-talking',
    });
    expect(acceptWording("I'll leave it there. Goodbye.", guardFor(['end-call']))).toMatchObject({
      ok: true,
    });
  });

  it('refuses a sentence the buyer already said, and one out of character', () => {
    expect(acceptWording('What can I do for you?', guardFor(['ask-own']))).toMatchObject({
      reason: 'repeat',
    });
    expect(acceptWording('As an AI, I cannot book venues.', guardFor(['answer']))).toMatchObject({
      reason: 'out-of-character',
    });
  });

  it('puts the decision and the engine words into the prompt', () => {
    const messages = buildWordingPrompt(state, history, decide(['decline'], 'Not today.'));
    expect(messages[0]!.content).toContain('Moves: decline.');
    expect(messages[0]!.content).toContain('"Not today."');
    expect(messages[0]!.content).toMatch(/Do NOT agree/);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'The barn is 28,400 for your date.' });
  });
});
