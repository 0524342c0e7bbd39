/** Moments of judged calls (round af) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { judgedTurns, playTurns } from './judged-calls.fixture.ts';

const TOLD_YOU =
  /\b(?:told you|already answered|answered that already|as i said|same as before|did you note it)\b/i;

describe('an Analyzer reading a planner contract (judged call af2-1)', () => {
  const turns = judgedTurns('2026-11-28-af2-1-analyzer-venue-contract-planner-strong.md');
  const results = playTurns('analyzer-venue-contract', 'planner', turns, 2);

  it('a $500 admin fee if they cancel is no price, and "does that work for you?" on terms asks for no yes', () => {
    const r = results[2]!;
    expect(r.reply).not.toMatch(/\$500/);
    expect(r.moves.some((m) => m.startsWith('price') || m === 'decline' || m === 'commit')).toBe(false);
  });

  it('"is the bigger headache the vendors or the venue contract?" is no close', () => {
    expect(results[6]!.moves).not.toContain('commit');
  });

  it('"does that sound like it would take the weight off?" after the remedy is a yes', () => {
    expect(results[9]!.moves).toContain('answer-yes');
    expect(results[9]!.reply).not.toMatch(/not looked into/i);
  });

  it('"cc her dad directly or forward it yourself?" gets a pick', () => {
    expect(results[12]!.moves).toContain('choose');
  });

  it('a fact asked again is said again, never "I answered that already"', () => {
    for (const r of results) expect(r.reply).not.toMatch(TOLD_YOU);
  });
});

describe('a Boss buying wedding-party attire (judged call af3-1)', () => {
  const turns = judgedTurns('2026-11-28-af3-1-boss-venue-bottom-line-attire-strong.md');
  const results = playTurns('boss-venue-bottom-line', 'attire', turns, 2);

  it('"how many groomsmen?" is answered with the party\'s numbers', () => {
    expect(results.slice(0, 3).some((r) => /\bfive groomsmen\b/i.test(r.reply))).toBe(true);
  });

  it('"$165 a head" for a suit and "a tailored suit runs 420 to 600" are no total over the budget', () => {
    const r = results[3]!;
    expect(r.moves).not.toContain('price-objection');
    expect(r.reply).not.toMatch(/over|\$420 to \$600 works/i);
  });

  it('"the deposit on a card saturday or by link before then?" gets how they pay', () => {
    expect(results[11]!.moves).toContain('choose');
    expect(results[11]!.reply).toMatch(/card|link/i);
  });

  it('"the quote email goes out today … anything else before i let you go" is no pressure', () => {
    const [, r] = playTurns('boss-venue-bottom-line', 'attire', [
      'Hi Marcus, Dana from Reed and Rowe. What date are we looking at?',
      'fair enough the deposit terms will be in the quote email today two hundred refundable for fourteen days ' +
        'and the invite goes out right after this call anything else before i let you go',
    ]);
    expect(r!.moves).not.toContain('push-back');
  });
});

describe('a Relater offered a free hold (scripted call relater-florist-strong)', () => {
  it('"… I hold July 12 for you with no deposit. Does that sound nice?" gets the hold taken, no "No, not yet"', () => {
    const r = playTurns(
      'relater-think-about-it',
      'florist',
      [
        "Hi Aisha, it's June from Bramble & Bloom. What do you picture for the flowers?",
        'Would you and your mum like to come by the studio, maybe Saturday at 10, or is a weekday better?',
        'Then let us have you, your mum and Tom at the studio; I make a sample bouquet, and I hold July 12 ' +
          'for you with no deposit until then. Does that sound nice?',
      ],
      1,
    ).at(-1)!;
    expect(r.reply).not.toMatch(/\bno, not yet\b/i);
  });
});
