import { describe, expect, it } from 'vitest';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation } from '../buyer-state.ts';

const BYE = /\b(?:bye|goodbye)\b/i;

describe('a goodbye is said in words, and confirms an agreed next step', () => {
  it('an Analyzer told goodbye in a long wrap-up says goodbye, not only "Thank you."', () => {
    const s = createConversation('analyzer-photographer-compare', { trade: 'photographer', seed: 1 });
    const text =
      "ok so um to wrap up i'll email the contract and itemised quote tonight with both album options and " +
      'the refund clause and we talk thursday at 7 pm line by line so thanks priya have a great evening bye';
    const result = respondToSalesperson(s, text);
    expect(result.moves).toContain('goodbye');
    expect(result.reply).toMatch(BYE);
  });

  it('a Boss with a walkthrough agreed for Tuesday at 7 pm confirms it and says bye', () => {
    const s = {
      ...createConversation('boss-venue-bottom-line', { trade: 'venue', seed: 1 }),
      nextStepAgreed: true,
      agreedTime: 'Tuesday at 7 pm',
    };
    const text =
      "Perfect. So: I'll send you and Alicia an invite for Tuesday at 7 pm for the walkthrough, plus the " +
      "itemised 23,800 quote in writing today, and I'll hold October 17 for you until Wednesday. Thanks " +
      'Marcus, have a good rest of your day, goodbye.';
    const result = respondToSalesperson(s, text);
    expect(result.moves).toContain('goodbye');
    expect(result.reply).toMatch(BYE);
    expect(result.reply).toContain('Tuesday at 7 pm');
    expect(result.reply).not.toMatch(/\$23,800/);
  });
});
