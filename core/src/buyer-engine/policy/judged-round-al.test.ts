/** Moments of judged calls (round al) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { playTurns } from './judged-calls.fixture.ts';

describe('examples are no options to pick (judged calls al1-1, al3-1)', () => {
  it('"any flowers you or Casey are allergic to or absolutely hate?" picks nothing', () => {
    const [r] = playTurns('boss-short-notice', 'florist', [
      "I'll send the invoice within the next 15 minutes. One last thing: any flowers you or Casey are allergic " +
        'to or absolutely hate?',
    ]);
    expect(r!.moves).not.toContain('choose');
    expect(r!.reply).not.toMatch(/first one|second one/i);
  });

  it('"any allergies, like nuts or gluten? And would you like a tasting first?" answers both, picks neither', () => {
    const [r] = playTurns('relater-planning-with-mom', 'baker', [
      'Wonderful. Two quick practical things: do any of your guests have allergies we should plan around, like ' +
        'nuts or gluten? And would you like a tasting first? We do tastings on Saturdays, free for couples who ' +
        'book, $45 otherwise.',
    ]);
    expect(r!.moves).not.toContain('choose');
    expect(r!.moves).not.toContain('ask-difference');
    expect(r!.reply).not.toMatch(/^nuts\b|\bnuts\.|probably nuts/i);
  });

  it('"a first dance song or a processional thing, or should we just wing that part?" picks no "wing"', () => {
    const [r] = playTurns('dreamer-destination', 'dj', [
      'Do you want a first dance song or a processional thing, or should we just wing that part?',
    ]);
    expect(r!.reply).not.toMatch(/\bwing\b/i);
  });
});

describe('their own budget said back is no price (judged call al1-1)', () => {
  it('"Perfect, $4,750 with you as the decision-maker makes this easy" right after they said it', () => {
    const [, r] = playTurns('boss-short-notice', 'florist', [
      "Hi Jordan, I'm Ana from Petal Co. Congrats! What's your budget for flowers?",
      'Perfect, $4,750 with you as the decision-maker makes this easy. What matters more to you: a big ceremony ' +
        "moment like an arch, or fuller centerpieces on all the reception tables? And what's your biggest worry " +
        'with booking this late?',
    ]);
    expect(r!.moves).not.toContain('price-value');
    // the worry asked beside the choice is told, not left out
    expect(r!.events).toContain('reveal-pain');
  });
});

describe('a worry asked at the end of a spoken run-on (judged call al4-1)', () => {
  it('"… if you want them from us does anything worry you about that" tells the worry', () => {
    const [r] = playTurns('dreamer-garden-florals', 'attire', [
      'yeah honestly so the twenty seven hundred includes your gown with all alterations and the six suits with ' +
        'tailoring um the only extras would be a veil or shoes if you want them from us does anything worry you ' +
        'about that',
    ]);
    expect(r!.events).toContain('reveal-pain');
  });
});

describe('a spoken per-head price in a run-on (judged call al2-1)', () => {
  it('"our plated package is eighty eight per person … does that land okay" is weighed, not confirmed', () => {
    const [r] = playTurns('analyzer-venue-contract', 'caterer', [
      'great so let me give you the number um our plated package is eighty eight per person so a hundred sixty ' +
        'guests is fourteen thousand eighty plus service and tax comes to about fifteen seven fifty all in which ' +
        'is under your sixteen thousand deposit is thirty percent so about four seven twenty five does that land ' +
        "okay or do you wanna see a buffet option that's cheaper",
    ]);
    expect(r!.moves).not.toContain('confirm');
    expect(r!.moves.some((m) => m.startsWith('price'))).toBe(true);
  });
});

describe('a recommendation asked to be noted (judged call al3-1)', () => {
  it('"… Most couples with your numbers pick option one. Shall I put that down?" goes with option one', () => {
    const [r] = playTurns('relater-planning-with-mom', 'baker', [
      'Good question. Option one: the top tier is vanilla and gluten-free, so your sister can share it, three ' +
        'tiers total. Option two: a fourth, regular vanilla tier, and the gluten-free tier stays separate. Most ' +
        'couples with your numbers pick option one. Shall I put that down?',
    ]);
    expect(r!.moves).toContain('choose');
    expect(r!.reply).toMatch(/option one/i);
    expect(r!.reply).not.toMatch(/most couples|haven't (?:thought|decided)|don't know/i);
  });
});

describe('what the seller asks and answers in one breath (judged call al3-1)', () => {
  it('"What makes it worth it: everything is baked from scratch …" is no question about their cake', () => {
    const [r] = playTurns('relater-planning-with-mom', 'baker', [
      'Of course, tonight is fine. What makes it worth it: everything is baked from scratch two days before, ' +
        'real butter and Belgian chocolate, and I personally deliver and set up at the Harbor View.',
    ]);
    expect(r!.moves).not.toContain('answer');
  });
});

describe('words that only look like times and recaps (judged calls al4-1, al2-2)', () => {
  it('"i\'ll pull three or four a-lines" names no time at 4', () => {
    const [r] = playTurns('dreamer-garden-florals', 'attire', [
      "bring your pinterest board on the 5th and i'll pull three or four a-lines in silk chiffon and lace that " +
        'match it you only put the deposit down if one gives you that feeling does that take the pressure off',
    ]);
    expect(r!.reply).not.toMatch(/\b4 a\b/i);
  });

  it('"But September fills up fast, you know? … I could hold it for you. What do you say?" is a close', () => {
    const [r] = playTurns('dreamer-destination', 'dj', [
      'Sure, sure, no rush. But September fills up fast, you know? If you sent something over this week I ' +
        'could hold it for you. What do you say?',
    ]);
    expect(r!.moves).not.toContain('confirm');
    expect(r!.reply).not.toMatch(/haven't (?:thought|got)|most couples/i);
    expect(
      r!.moves.some((m) => ['decline', 'commit', 'give-time', 'defer-time', 'answer-yes'].includes(m)),
    ).toBe(true);
  });
});
