/** Moments of judged calls (round ah) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { judgedTurns, playTurns } from './judged-calls.fixture.ts';

describe('an Analyzer asked about a caterer (judged call ah3-1)', () => {
  const turns = judgedTurns('2026-11-28-ah3-1-analyzer-photographer-compare-caterer-strong.md');
  const results = playTurns('analyzer-photographer-compare', 'caterer', turns.slice(0, 6), 248);

  it('"where\'s the reception, and does the venue have a kitchen or will we bring one?" answers both', () => {
    const r = results[1]!;
    expect(r.reply).toMatch(/Magnolia/);
    // what the venue has is not hers to know: never "what is the difference between kitchen on site and …"
    expect(r.reply).not.toMatch(/difference|include that/i);
    expect(r.intent).toMatch(/not decided|not thought/i);
  });

  it('their budget divided out ("$20,000 across 220 guests is about $90 a head") is no quote', () => {
    expect(results[4]!.moves.some((m) => m.startsWith('price'))).toBe(false);
    expect(results[5]!.moves.some((m) => m.startsWith('price'))).toBe(false);
  });

  it('"what are you most worried about with a caterer, is it …?" tells the worry', () => {
    expect(results[4]!.events).toContain('reveal-pain');
  });

  it('"are there dishes or a cuisine you want?" is no choice between "there dishes" and "cuisine"', () => {
    expect(results.map((r) => r.reply).join(' ')).not.toMatch(/there dishes/i);
  });
});

describe('every question of a turn by its own words (judged call ah4-1)', () => {
  it('"tell me a little about the wedding like when is it and where are you thinking" gets the date too', () => {
    const [r] = playTurns('relater-planning-with-mom', 'photographer', [
      'hi emily hi linda so nice to meet you both um im jess from northlight photography and congrats first of ' +
        'all so tell me a little about the wedding like when is it and where are you thinking',
    ]);
    expect(r!.reply).toMatch(/September 6/);
    expect(r!.reply).toMatch(/Harbor View/);
  });
});
