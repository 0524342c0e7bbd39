import { describe, expect, it } from 'vitest';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation } from '../buyer-state.ts';

describe('who joins the next meeting is answered from who decides', () => {
  it('a Dreamer asked "will Sam be on the call with you at 7, yes or no?" says Sam will join', () => {
    const s = {
      ...createConversation('dreamer-destination', { trade: 'videographer', seed: 1 }),
      nextStepAgreed: true,
    };
    const r = respondToSalesperson(
      s,
      "We'll make it magical on Thursday — I'll bring the films. Just to check: will Sam be on the call with " +
        'you at 7, yes or no?',
    );
    expect(r.moves).toContain('answer-yes');
    expect(r.reply).toMatch(/Sam will join/);
    expect(r.reply).not.toMatch(/booked in|haven't got that far/i);
  });
});
