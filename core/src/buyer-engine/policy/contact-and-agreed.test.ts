import { describe, expect, it } from 'vitest';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation, type ConversationState } from '../buyer-state.ts';
import { coupleEmail } from './contact-and-agreed.ts';

function play(state: ConversationState, turns: string[]): { state: ConversationState; replies: string[] } {
  const replies: string[] = [];
  for (const turn of turns) {
    const r = respondToSalesperson(state, turn);
    state = r.state;
    replies.push(r.reply);
  }
  return { state, replies };
}

/** Judged calls (round s): every strong seller asked for an e-mail address and none was given. */
describe('a contact detail asked for is given', () => {
  it.each([
    ["What's the best email for the gallery and the calendar invite?"],
    ['so which email should I send the gallery and invite to?'],
    ["ok so last thing and i'll let you go what email do i send the contract and the deposit link to"],
    ['i literally need an email address to send it to'],
  ])('%s', (turn) => {
    for (const scenarioId of ['dreamer-destination', 'boss-venue-bottom-line', 'analyzer-venue-contract']) {
      const s = createConversation(scenarioId, { seed: 4, trade: 'photographer' });
      const reply = respondToSalesperson(s, turn).reply;
      expect(reply, `${scenarioId}: ${reply}`).toContain(coupleEmail(s.persona));
    }
  });

  it('a number asked for is a number, and "the one you wrote from" is confirmed', () => {
    const s = createConversation('relater-think-about-it', { seed: 2, trade: 'planner' });
    expect(respondToSalesperson(s, "What's the best number to text you on?").reply).toMatch(/555-01\d\d/);
    const check = respondToSalesperson(s, 'is it the one you sent the inquiry from?').reply;
    expect(check).toMatch(/^Yes/);
    expect(check).toContain(coupleEmail(s.persona));
  });

  it('the address comes beside the answer to the other question of the turn', () => {
    const s = createConversation('dreamer-destination', { seed: 4, trade: 'photographer' });
    const reply = respondToSalesperson(s, "What's the best email for you, and when is the wedding?").reply;
    expect(reply).toContain(coupleEmail(s.persona));
    expect(reply).toContain(s.persona.facts.date.value.split(',').pop()!.trim().split(' ')[0]!);
  });
});

describe('a time already taken, checked again, is confirmed', () => {
  it('"see you Tuesday at 6pm?" after the buyer took Tuesday at 6pm gets a yes and the time', () => {
    const s = createConversation('dreamer-destination', { seed: 4, trade: 'photographer' });
    const { replies } = play(s, [
      "I'd love to meet you and Sam at my studio to flip through the albums: would Tuesday at 6pm or " +
        'Saturday at 11am work better?',
      'See you and Sam Tuesday at 6pm?',
      "Just to be sure: we're still on for Tuesday at 6pm at my studio, yes?",
    ]);
    expect(replies[0]).toMatch(/Tuesday at 6pm/i);
    for (const reply of replies.slice(1)) {
      expect(reply).toMatch(/^Yes/);
      expect(reply).toMatch(/Tuesday at 6pm/i);
    }
  });

  it('a new close with a deposit at that time is weighed as a close, not waved through', () => {
    const s = createConversation('boss-venue-bottom-line', { seed: 4, trade: 'photographer' });
    const { replies } = play(s, [
      'Does Thursday at 7 or Friday at 9 work better for a call?',
      'Great, so Thursday you sign and pay the $2,000 deposit?',
    ]);
    expect(replies[1]).not.toMatch(/^Yes\. Thursday at 7\.$/);
  });
});
