/** Moments of judged calls (round an) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { judgedTurns, playTurns } from './judged-calls.fixture.ts';

describe('a worry said whole (judged call an4-1)', () => {
  it('"What worries you most …?" beside a price gets the worry, not a bare "Straight up?"', () => {
    const turns = judgedTurns('2026-11-28-an4-1-boss-short-notice-attire-strong.md');
    const r = playTurns('boss-short-notice', 'attire', turns.slice(0, 5), 40);
    expect(r[4]!.reply).not.toMatch(/\?$/);
    expect(r[4]!.events).toContain('reveal-pain');
  });
});

describe('what a bridal shop needs to know (judged call an4-1)', () => {
  it('"what size do you usually wear?" is answered with a size, never "not decided"', () => {
    const [r] = playTurns('boss-short-notice', 'attire', [
      'One last thing so I can pull the right gowns: what size do you usually wear?',
    ]);
    expect(r!.reply).toMatch(/\b(?:8|10|12|14)\b/);
    expect(r!.reply).not.toMatch(/not decided|no idea/i);
  });
});

describe('times of the day itself and of the terms are no meeting (judged call an3-1)', () => {
  const turns = judgedTurns('2026-11-28-an3-1-analyzer-venue-contract-dj-strong.md');
  const r = playTurns('analyzer-venue-contract', 'dj', turns, 7);

  it('"If you cancel more than 120 days before April 26 …" offers no time to take', () => {
    expect(turns[4]).toMatch(/120 days before April 26/);
    expect(r[4]!.reply).not.toMatch(/120 days before April 26 (?:works|is fine)/i);
  });

  it('"a music curfew … 11 pm" and "house from around 9:30" are no times to meet', () => {
    expect(r[6]!.reply).not.toMatch(/\b11 pm (?:works|is fine)/i);
    expect(r[8]!.reply).not.toMatch(/I can do 9:30/i);
  });

  it('"The balance of $1,855 is due March 26" is no price to weigh', () => {
    const [b] = playTurns('analyzer-venue-contract', 'dj', [
      "Line by line: I'll set the deposit at exactly $795. The balance of $1,855 is due March 26, one month before.",
    ]);
    expect(b!.reply).not.toMatch(/\$1,855/);
  });

  it('"any requirements on vendors, like a music curfew … or proof of insurance?" compares nothing', () => {
    expect(r[5]!.reply).not.toMatch(/difference between music curfew/i);
  });
});

describe('a worry waved away again and again (judged call an3-2)', () => {
  it('the third brush-off ends the call politely, instead of "I understand, but it matters to us" once more', () => {
    const turns = judgedTurns('2026-11-28-an3-2-relater-think-about-it-baker-weak.md');
    const played = playTurns('relater-think-about-it', 'baker', turns, 412);
    const end = played.findIndex((r) => r.endReason !== undefined);
    expect(end).toBeGreaterThan(0);
    expect(played[end]!.endReason).toBe('dismissed');
    expect(played[end]!.moves).toEqual(['end-call']);
    // until then, the same plea was never said three times
    const pleas = played.slice(0, end).filter((r) => /it matters to us|it does worry me/i.test(r.reply));
    expect(pleas.length).toBeLessThan(3);
  });
});

describe('a rough span is no choice (judged call an1-1)', () => {
  it('"you can take a week or two talk it over with ryan" asks no difference between "week" and "two"', () => {
    const [r] = playTurns('relater-planning-with-mom', 'photographer', [
      "there's no pressure today at all i'll send you everything in writing and you can take a week or two talk " +
        "it over with ryan and there's no deposit until you're sure",
    ]);
    expect(r!.moves).not.toContain('ask-difference');
    expect(r!.reply).not.toMatch(/difference between week/i);
  });
});
