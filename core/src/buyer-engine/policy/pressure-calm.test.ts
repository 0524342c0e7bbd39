import { describe, expect, it } from 'vitest';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation } from '../buyer-state.ts';

const PUSH_BACK = /so be it|gone, it's gone|won't be rushed|rushed|hurried|pushy|pressure/i;

describe('pressure is pushed back on only where there was some', () => {
  it('a Boss asked “are you the one making the final call, yes or no?” is not pushed', () => {
    const s = createConversation('boss-short-notice', { trade: 'venue', seed: 1 });
    const text =
      '90 guests is an easy fit — our garden lawn seats 120 for the ceremony and the main hall does 110 ' +
      'seated. Are you the one making the final call on the venue, yes or no?';
    const result = respondToSalesperson(s, text);
    expect(result.moves).not.toContain('push-back');
    expect(result.reply).not.toMatch(PUSH_BACK);
  });

  it('an Analyzer asked whether her partner joins the Thursday call, yes or no, is not pushed', () => {
    const s = createConversation('analyzer-photographer-compare', { trade: 'photographer', seed: 1 });
    const text = 'great and uh is your partner joining the thursday call yes or no';
    const result = respondToSalesperson(s, text);
    expect(result.moves).not.toContain('push-back');
    expect(result.reply).not.toMatch(PUSH_BACK);
  });

  it('a no-obligation hold after an agreed walk-through is an offer, never the end of the call', () => {
    const s = {
      ...createConversation('boss-short-notice', { trade: 'venue', seed: 1 }),
      nextStepAgreed: true,
    };
    const text =
      "Done. I'll email the proposal and contract within the hour and send a calendar invite for a " +
      "walk-through on Tuesday at 7 pm. I'll hold August 9 for you until Wednesday noon, no obligation, so " +
      "you can decide after you've seen it. Anything else before I let you go?";
    const result = respondToSalesperson(s, text);
    expect(result.state.ended).toBe(false);
    expect(result.moves).not.toContain('push-back');
  });

  it('a bare “yes or no?” after real pressure is still pressure', () => {
    let s = createConversation('relater-think-about-it', { seed: 1 });
    s = respondToSalesperson(s, 'Another couple wants your date, and this price is only good today.').state;
    const result = respondToSalesperson(s, 'Yes or no?');
    expect(result.events).toContain('pressure-refused');
  });
});
