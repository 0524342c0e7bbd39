/** Moments of judged calls (round ag, and af2-2) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { judgedTurns, playTurns } from './judged-calls.fixture.ts';

describe('questions that are no pressure (judged calls ag2-1, ag3-1, ag1-1)', () => {
  it('"are you looking at any other venues right now, or are we the first one you\'ve called?"', () => {
    const [, r] = playTurns('dreamer-destination', 'venue', [
      'hi, thanks for calling!',
      'oh september twentieth at sunset is gorgeous and forty guests fits our cliff terrace perfectly um are you ' +
        "looking at any other venues right now or are we the first one you've called",
    ]);
    expect(r!.moves).not.toContain('push-back');
  });

  it('"do you want a sneak peek of like 30 photos within 48 hours, that\'s free"', () => {
    const [, r] = playTurns('boss-short-notice', 'photographer', [
      'Hi Jordan, August 9 is open. How many guests?',
      'good so um do you want the second shooter for the $600 or keep it just me and also do you want a sneak ' +
        "peek of like 30 photos within 48 hours that's free",
    ]);
    expect(r!.moves).not.toContain('push-back');
  });

  it('"are you comfortable signing by Friday the 4th, or does anyone else need to review it first?"', () => {
    const turns = judgedTurns('2026-11-28-ag1-1-analyzer-venue-contract-venue-strong.md');
    const r = playTurns('analyzer-venue-contract', 'venue', turns, 1)[13]!;
    expect(r.moves).not.toContain('push-back');
    // a date to sign by is no meeting to block time for
    expect(r.reply).not.toMatch(/block 30 minutes/i);
  });
});

describe('a rain plan told and checked (judged call ag1-1)', () => {
  it('"… we make the call together at 10am on the day. Does that cover what you needed?" is a yes', () => {
    const turns = judgedTurns('2026-11-28-ag1-1-analyzer-venue-contract-venue-strong.md');
    const r = playTurns('analyzer-venue-contract', 'venue', turns, 1)[10]!;
    expect(r.moves).toContain('answer-yes');
    expect(r.moves).not.toContain('give-time');
  });
});

describe('the people getting ready are not the guests (judged calls af2-2, ag4-2)', () => {
  it('a recap of "8 people including you and the mums" corrects the date alone', () => {
    const [, r] = playTurns(
      'relater-think-about-it',
      'hair_makeup',
      [
        'Hi Aisha!',
        'So just to recap: July 19 at Willow Creek Barn, 8 people including you and the mums, soft natural ' +
          'look with loose waves, around $1,100. Sound right?',
      ],
      221,
    );
    expect(r!.moves).toContain('correct');
    expect(r!.reply).not.toMatch(/guests/i);
  });
});

describe('an open question about the wedding (judged call af2-2)', () => {
  it('"Anyway, what\'s going on with your wedding?" is told, not "not sure yet"', () => {
    const [r] = playTurns(
      'relater-think-about-it',
      'hair_makeup',
      ["Anyway, what's going on with your wedding?"],
      3,
    );
    expect(r!.events).toContain('fact-shared');
    expect(r!.reply).not.toMatch(/not sure|haven't decided/i);
  });
});
