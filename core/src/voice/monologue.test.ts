import { describe, expect, it } from 'vitest';
import { BUYER_IDS } from '../buyer-types.ts';
import { INTERJECTIONS, interjection, MONOLOGUE_LIMIT_MS, shouldCutIn, wordsAfter } from './monologue.ts';

describe('a long monologue: the buyer cuts in', () => {
  it('after 45 s, sooner (25 s) for a Boss', () => {
    expect(MONOLOGUE_LIMIT_MS.boss).toBe(25_000);
    for (const buyer of BUYER_IDS) expect(MONOLOGUE_LIMIT_MS[buyer]).toBeLessThanOrEqual(45_000);
    expect(MONOLOGUE_LIMIT_MS.boss).toBeLessThan(
      Math.min(MONOLOGUE_LIMIT_MS.analyzer, MONOLOGUE_LIMIT_MS.dreamer, MONOLOGUE_LIMIT_MS.relater),
    );
  });

  it('only past the limit, while the salesperson is talking', () => {
    const limit = MONOLOGUE_LIMIT_MS.boss;
    expect(shouldCutIn({ elapsedMs: 24_900, speaking: true }, limit)).toBe(false);
    expect(shouldCutIn({ elapsedMs: 25_000, speaking: true }, limit)).toBe(true);
    // a pause (or the silence that ends the turn) is the buyer's moment to answer, not to cut in
    expect(shouldCutIn({ elapsedMs: 30_000, speaking: false }, limit)).toBe(false);
  });

  it('with a short line of the buyer type, a new one each time', () => {
    expect(interjection('boss', 0)).toMatch(/price/i);
    for (const buyer of BUYER_IDS) {
      const lines = INTERJECTIONS[buyer];
      expect(new Set(lines).size).toBe(lines.length);
      for (const line of lines) expect(line.split(/\s+/).length).toBeLessThanOrEqual(14);
      expect(interjection(buyer, 1)).not.toBe(interjection(buyer, 0));
      expect(interjection(buyer, lines.length)).toBe(interjection(buyer, 0));
    }
  });
});

describe('the words said after the cut-in', () => {
  it('are those after the words already sent', () => {
    expect(wordsAfter('So the package is', 'so the package is the full day. What is it?')).toBe(
      'the full day. What is it?',
    );
    expect(wordsAfter('So the package is', 'So the package is')).toBe('');
  });

  it('count the words sent when the recogniser revised one of them', () => {
    expect(wordsAfter('So the packet is', 'So the package is the full day')).toBe('the full day');
    expect(wordsAfter('one two three four', 'one two')).toBe('');
  });
});
