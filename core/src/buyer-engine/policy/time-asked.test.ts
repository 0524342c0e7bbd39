import { describe, expect, it } from 'vitest';
import { readTurn } from '../../conversation/read-turn.ts';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation } from '../buyer-state.ts';

const THURSDAY = /thursday at 7/i;

describe('a time asked at the end of a spoken run-on is a scheduling question', () => {
  it('the reader takes "… does thursday at seven work or is earlier better" as asking a time', () => {
    const reading = readTurn(
      "no pressure at all you should compare the numbers um what i'd suggest is i email you the full price " +
        "breakdown and the contract tonight and then we do a fifteen minute call to go through any line you've " +
        'got questions on does thursday at seven work or is earlier better',
    );
    const asked = reading.acts.find((a) => a.kind === 'scheduling-question');
    expect(asked?.times?.map((t) => t.weekday)).toEqual([4]);
  });

  it('an Analyzer comparing photographers answers the time, not the call length', () => {
    const s = createConversation('analyzer-photographer-compare', { trade: 'photographer', seed: 1 });
    const r = respondToSalesperson(
      s,
      "no pressure at all you should compare the numbers um what i'd suggest is i email you the full price " +
        "breakdown and the contract tonight and then we do a fifteen minute call to go through any line you've " +
        'got questions on does thursday at seven work or is earlier better',
    );
    expect(r.moves.some((m) => m === 'give-time' || m === 'defer-time')).toBe(true);
    expect(r.reply).not.toMatch(/15 minute/i);
  });

  it('a Dreamer asked "thursday at seven or earlier, which is better for you and diego" answers', () => {
    const s = createConversation('dreamer-garden-florals', { trade: 'photographer', seed: 1 });
    const r = respondToSalesperson(
      s,
      'aw thank you so um thursday at seven or something earlier like five thirty which is better for you and diego',
    );
    expect(r.moves.some((m) => m === 'give-time' || m === 'defer-time')).toBe(true);
    if (r.moves.includes('give-time')) expect(r.reply).toMatch(THURSDAY);
  });
});
