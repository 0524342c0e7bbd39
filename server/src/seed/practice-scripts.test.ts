import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '@ringready/core/analysis/analyze-call';
import { practiceTranscript } from '../modules/practice/index.ts';
import { scriptedPractice } from './practice-scripts.ts';

const rep = { name: 'Olivia', business: 'Evergreen Weddings' };

function score(level: number, seed: number) {
  const { messages } = scriptedPractice('dreamer-garden-florals', level, seed, rep);
  let at = 0;
  const timed = messages.map((m) => ({ ...m, createdAt: new Date((at += 20_000)) }));
  return analyzeTranscript(practiceTranscript(timed, 'Olivia Bennett', 'Dreamer'), {
    salespersonSpeakers: ['Olivia Bennett'],
  }).overallScore;
}

describe('scripted salespeople', () => {
  it('are deterministic and talk with the buyer engine in turns', () => {
    const a = scriptedPractice('boss-venue-bottom-line', 0.5, 7, rep);
    expect(scriptedPractice('boss-venue-bottom-line', 0.5, 7, rep)).toEqual(a);
    expect(a.messages[0]!.isUser).toBe(false);
    expect(a.messages.filter((m) => m.isUser).length).toBeGreaterThanOrEqual(4);
  });

  it('score higher the more skilled they are, and a strong one earns the next step', () => {
    const mean = (level: number) => [1, 2, 3, 4].reduce((sum, seed) => sum + score(level, seed), 0) / 4;
    const [weak, average, strong] = [mean(0.1), mean(0.5), mean(0.95)];
    expect(weak).toBeLessThan(average);
    expect(average).toBeLessThan(strong);
    expect(scriptedPractice('dreamer-garden-florals', 1, 3, rep).agreed).toBe(true);
  });

  it('play a buyer shopping for the given trade', () => {
    const cake = scriptedPractice('dreamer-garden-florals', 0.9, 5, rep, 'baker');
    expect(scriptedPractice('dreamer-garden-florals', 0.9, 5, rep, 'baker')).toEqual(cake);
    const buyer = cake.messages
      .filter((m) => !m.isUser)
      .map((m) => m.text)
      .join(' ');
    expect(buyer).toMatch(/\bcake\b/i);
    expect(buyer).not.toMatch(/\b(?:florals?|bouquets?|arch)\b/i);
    expect(scriptedPractice('dreamer-garden-florals', 1, 3, rep, 'baker').agreed).toBe(true);
  });
});
