import { describe, expect, it } from 'vitest';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation, type ConversationState } from '../buyer-state.ts';

const PUSH_BACK =
  /so be it|gone, it's gone|won't be rushed|rushed|hurried|pushy|pressure|sales tactic|yes or no now/i;

/** Plays the turns in order and returns every result. */
function playAll(state: ConversationState, turns: readonly string[]) {
  let s = state;
  return turns.map((say) => {
    const r = respondToSalesperson(s, say);
    s = r.state;
    return r;
  });
}

describe('only real pressure is pushed back on', () => {
  it('discovery questions (guests, who decides) are questions, not pressure', () => {
    const s = createConversation('analyzer-photographer-compare', { trade: 'photographer', seed: 1 });
    const r = respondToSalesperson(
      s,
      "june fourteenth i'm free that day um how many guests are you expecting and who else is deciding on the " +
        'photographer with you like your fiance or you know parents',
    );
    expect(r.moves).not.toContain('push-back');
    expect(r.reply).not.toMatch(PUSH_BACK);
  });

  it('"is it just you deciding or is someone else in on it?" asks who decides, it presses nobody', () => {
    const s = createConversation('dreamer-garden-florals', { trade: 'photographer', seed: 1 });
    const r = respondToSalesperson(
      s,
      'uh budget wise do you have a number in mind and is it just you deciding or is someone else in on it',
    );
    expect(r.events).not.toContain('pressure-refused');
  });

  it('a refundable deposit explained beside two packages she asked about is not pressure', () => {
    const s = createConversation('relater-think-about-it', { trade: 'dj', seed: 1 });
    const r = respondToSalesperson(
      s,
      'The Classic is 1,850 dollars and the Family Favourite is 2,150. On the deposit, most couples pay 25 percent ' +
        "to hold the date, and it's fully refundable for the first 14 days so there's time to talk it over with " +
        'your mum. Which one feels more like you two — the Classic or the Family Favourite?',
    );
    expect(r.events).not.toContain('pressure-refused');
  });

  it('the seller promising the contract by tomorrow noon sets no deadline on the buyer', () => {
    const s = createConversation('analyzer-venue-contract', { trade: 'venue', seed: 1 });
    const r = respondToSalesperson(
      s,
      "You'll have the contract PDF by tomorrow noon so you and Grace's father can read it before Thursday.",
    );
    expect(r.events).not.toContain('pressure-refused');
  });

  it('a free courtesy hold, asked again with "yes or no", then dropped, never ends an agreed call', () => {
    const s = {
      ...createConversation('analyzer-venue-contract', { trade: 'venue', seed: 1 }),
      nextStepAgreed: true,
    };
    const results = playAll(s, [
      "Will do — the invite goes out today with the agenda. You'll have the contract PDF by tomorrow noon so " +
        "you and Grace's father can read it before Thursday. In the meantime, would you like me to put a free " +
        'courtesy hold on April 26 until Thursday, no deposit needed?',
      "Understood, and nobody's asking you to sign anything before you've read it. The hold is just so no one " +
        'else books April 26 while you review — it costs nothing and commits you to nothing. Shall I put the ' +
        'hold on, yes or no?',
      'No problem at all — no hold, then. The details will all be in writing: contract PDF by tomorrow noon, and ' +
        "the calendar invite for Thursday at 7pm with the agenda. Is there any clause you'd like me to add to " +
        "that agenda that we haven't covered?",
    ]);
    for (const r of results) {
      expect(r.events).not.toContain('pressure-refused');
      expect(r.state.ended).toBe(false);
    }
    // the hold offered free is taken as the offer it is
    expect(results[0]!.moves).toContain('answer-yes');
    expect(results[0]!.reply).toMatch(/hold/i);
  });

  it('after an agreed next step one push is pushed back on, and only pressure that continues ends the call', () => {
    const s = {
      ...createConversation('analyzer-venue-contract', { trade: 'venue', seed: 1 }),
      nextStepAgreed: true,
    };
    const [first, calm, second, third] = playAll(s, [
      'Another couple wants your date, and this price is only good today.',
      'Is there any clause you would like on the agenda?',
      'Honestly I have two other couples looking at April 26 this week, so I need a decision by tomorrow.',
      'Last chance — the price goes up tonight and the date will be gone. Yes or no?',
    ]);
    expect(first!.events).toContain('pressure-refused');
    expect(first!.state.ended).toBe(false);
    expect(calm!.state.ended).toBe(false);
    expect(second!.events).toContain('pressure-refused');
    expect(second!.state.ended).toBe(false);
    expect(third!.state.ended).toBe(true);
    expect(third!.endReason).toBe('pressure');
  });

  it('a Boss who agreed a walk-through hangs up on pushes in a row, not on two pushes a calm turn apart', () => {
    const s = {
      ...createConversation('boss-short-notice', { trade: 'venue', seed: 1 }),
      nextStepAgreed: true,
    };
    const results = playAll(s, [
      'Another couple wants your date, and this price is only good today.',
      'What time suits you for the walk-through?',
      'I have two other couples looking at August 9, so I need a decision by tomorrow.',
      'Last chance — the price goes up tonight and the date will be gone.',
    ]);
    expect(results[2]!.events).toContain('pressure-refused');
    expect(results[2]!.state.ended).toBe(false);
    expect(results[3]!.state.ended).toBe(true);
  });
});
