/** Moments of judged calls (rounds ai, ak and al) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { playTurns } from './judged-calls.fixture.ts';

describe('a recap of the date (judged call ai1-1)', () => {
  it('"So just to recap: Saturday, May 31st at Rosewood Gardens …" is corrected to May 24', () => {
    const [r] = playTurns('dreamer-garden-florals', 'photographer', [
      'So just to recap: Saturday, May 31st at Rosewood Gardens, ceremony at 5 under the oaks, about 120 guests, ' +
        'Garden Story package with the album, $4,800, full gallery within 6 weeks. Have I got all that right?',
    ]);
    expect(r!.moves).toContain('correct');
    expect(r!.reply).toMatch(/May 24/);
  });

  it('"I shot a wedding at Rosewood last June" restates no date of theirs', () => {
    const [r] = playTurns('dreamer-garden-florals', 'photographer', [
      "Of course. I shot a wedding at Rosewood last June, ceremony under the same oaks, and I'll send you the " +
        'full gallery. Would Thursday at 6 p.m. or Saturday at 11 a.m. work better for you and Diego?',
    ]);
    expect(r!.moves).not.toContain('correct');
  });
});

describe('a spoken price range (judged call ai1-2)', () => {
  it('"somewhere between like twelve hundred and two thousand" is $1,200 to $2,000, not $1,200,600 over', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'hair_makeup', [
      "um yeah okay so like ballpark it's um maybe somewhere between like twelve hundred and two thousand ish i " +
        "guess depending you know there's travel and like touch ups and trials",
    ]);
    expect(r!.reply).not.toMatch(/\$1,200,\d{3}/);
  });
});

describe('a recap closed with "Sound right?" (judged call ak1-2)', () => {
  it('"Let me just recap …: May 31 at Rosewood Gardens, 120 guests … Sound right?" is corrected', () => {
    const [r] = playTurns('dreamer-garden-florals', 'caterer', [
      "Sure, sure, we can get into it at some point. Let me just recap so we're on the same page: May 31 at " +
        "Rosewood Gardens, 120 guests, around $11,000, give or take, and we'll figure out the menu and staff " +
        'later. Sound right?',
    ]);
    expect(r!.moves).toContain('correct');
    expect(r!.reply).toMatch(/May 24/);
  });
});

describe('times offered beside another question (judged call ak1-1)', () => {
  it('"how about thursday at 5 30 or saturday at 10 and can alicia make it too" gets a time and Alicia', () => {
    const [, r] = playTurns('boss-venue-bottom-line', 'baker', [
      'do you want a tasting first, we do them thursdays or saturdays at the shop',
      'how about thursday at 5 30 after work or saturday at 10 and can alicia make it too',
    ]);
    expect(r!.moves).toContain('give-time');
    expect(r!.reply).toMatch(/thursday|saturday/i);
  });

  it('"so which one thursday 5 30 or saturday 10 i just need to put it in the book" gets a time', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'baker', [
      'great so which one thursday 5 30 or saturday 10 i just need to put it in the book',
    ]);
    expect(r!.moves).toContain('give-time');
  });
});

describe('a staffing ratio is no guest count (judged call al2-1)', () => {
  it('"all the staff at one server per ten guests" corrects nothing', () => {
    const [r] = playTurns('analyzer-venue-contract', 'caterer', [
      'so included is a plated three course dinner, passed appetizers for cocktail hour, all the staff at one ' +
        'server per ten guests, setup and cleanup. Which venue are you at, and is it already booked?',
    ]);
    expect(r!.moves).not.toContain('correct');
    expect(r!.reply).not.toMatch(/not 10\b/);
  });
});
