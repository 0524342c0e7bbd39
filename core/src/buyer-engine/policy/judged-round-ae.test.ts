/** Moments of judged calls (round ae) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { judgedTurns, playTurns } from './judged-calls.fixture.ts';

describe('a remedy for the worry the buyer told is taken in (judged calls ae1-1, ae2-1)', () => {
  it('an all-in price answering a worry about hidden fees gets relief, not "What\'s the bottom line?"', () => {
    const turns = judgedTurns('2026-11-28-ae2-1-boss-venue-bottom-line-photographer-strong.md');
    const r = playTurns('boss-venue-bottom-line', 'photographer', turns.slice(0, 6), 82).at(-1)!;
    expect(r.reply).not.toMatch(/bottom line/i);
    expect(r.moves).toContain('answer-yes');
  });

  it('"does that feel better to you both, and do you have a budget?" after a remedy gets relief and the budget', () => {
    const turns = judgedTurns('2026-11-28-ae1-1-relater-planning-with-mom-venue-strong.md');
    const r = playTurns('relater-planning-with-mom', 'venue', turns.slice(0, 4), 455).at(-1)!;
    expect(r.moves).not.toContain('raise-concern');
    expect(r.moves).toContain('answer-yes');
    expect(r.reply).toMatch(/\$\d{1,2},\d{3}/);
  });
});

describe('an either-or the turn itself explained (judged call ae1-1)', () => {
  const turns = judgedTurns('2026-11-28-ae1-1-relater-planning-with-mom-venue-strong.md');
  it('"… unless you want it um would you rather have the barn backup or the tent option" gets a pick', () => {
    const r = playTurns('relater-planning-with-mom', 'venue', turns.slice(0, 8), 455).at(-1)!;
    expect(r.moves).toContain('choose');
    expect(r.reply).not.toMatch(/difference/i);
    // the seller's words keep their own casing mid-sentence: never "Barn backup" as a product name
    expect(r.reply).not.toMatch(/\S+ (?:Barn|Tent)\b/);
  });
});

describe('the mother on the call says only what fits (judged call ae1-1)', () => {
  it('a mother who decides with the couple is never "only listening in", nor leans towards "higher"', () => {
    const turns = judgedTurns('2026-11-28-ae1-1-relater-planning-with-mom-venue-strong.md');
    const replies = playTurns('relater-planning-with-mom', 'venue', turns, 455).map((r) => r.reply);
    expect(replies.join(' ')).not.toMatch(/only listening in|lean towards (?:that )?(?:higher|lower)/i);
  });
});

describe('a delivery deadline is no wedding date (judged call ae3-1)', () => {
  it('"sneak peek within 72 hours … by July 26 at the latest" corrects nothing', () => {
    const turns = judgedTurns('2026-11-28-ae3-1-analyzer-photographer-compare-photographer-strong.md');
    const r = playTurns('analyzer-photographer-compare', 'photographer', turns.slice(0, 7), 29).at(-1)!;
    expect(r.moves).not.toContain('correct');
    expect(r.reply).not.toMatch(/\bnot (?:January|July)\b/);
  });
});

describe('their question answered with a plain statement (judged call ae3-1)', () => {
  it('the Analyzer takes the answer in before asking the next thing', () => {
    const turns = judgedTurns('2026-11-28-ae3-1-analyzer-photographer-compare-photographer-strong.md');
    const r = playTurns('analyzer-photographer-compare', 'photographer', turns.slice(0, 7), 29).at(-1)!;
    expect(r.moves[0]).toBe('accept-answer');
  });
});
