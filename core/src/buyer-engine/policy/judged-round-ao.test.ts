/** Moments of judged calls (round ao) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { playTurns } from './judged-calls.fixture.ts';

describe('a recap that names a tasting still restates the wedding (judged call ao2-1)', () => {
  it('"Saturday, October 24 at The Foundry … and one tasting for you and Alicia. Right?" is corrected', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'caterer', [
      'Let me recap. Saturday, October 24 at The Foundry, 150 guests, buffet with 15 vegetarian plates, ' +
        '$14,950 all in, and one weekday-afternoon tasting for you and Alicia. Did I get everything right?',
    ]);
    expect(r!.moves).toContain('correct');
    expect(r!.reply).toMatch(/October 17/);
  });
});

describe('no false corrections of dates and counts nobody said (judged calls ao1-1, ao3-1, ao4-1)', () => {
  const never = (scenario: string, trade: 'florist' | 'venue' | 'dj', text: string) => {
    const [r] = playTurns(scenario, trade, [text]);
    expect(r!.moves).not.toContain('correct');
  };

  it('"a design meeting eight weeks out so mid april" restates no wedding date or month', () =>
    never(
      'analyzer-photographer-compare',
      'florist',
      'okay so lead time we order the flowers four weeks before the wedding we do a design meeting with a sample ' +
        'centerpiece eight weeks out so mid april and your final counts are due three weeks before',
    ));

  it('"our three fifty covers the refrigerated van" counts no 350 guests', () =>
    never(
      'analyzer-photographer-compare',
      'florist',
      'yeah june fourteenth for sure um on delivery our three fifty covers the refrigerated van two setup people ' +
        'and coming back at eleven for breakdown',
    ));

  it('"So it\'s Saturday, November 30, at 11 am, Emily, Ryan and Linda" is the visit, not the wedding', () =>
    never(
      'relater-planning-with-mom',
      'venue',
      "Of course, Ryan is very welcome. So it's Saturday, November 30, at 11 am, Emily, Ryan and Linda, and I'm " +
        'holding September 6 for you until next Saturday at no cost.',
    ));

  it('"right up to the week before" names no day in December', () =>
    never(
      'dreamer-garden-florals',
      'dj',
      'And you can text me changes to the do-not-play list right up to the week before.',
    ));
});
