/** Moments of judged calls (round ad) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { judgedTurns, playTurns } from './judged-calls.fixture.ts';

describe('a weak call earns no yes (judged calls ad1-2, ad2-2)', () => {
  it('a Relater whose worry was waved off and whose questions were dodged does not go ahead', () => {
    const turns = judgedTurns('2026-11-28-ad1-2-relater-think-about-it-photographer-weak.md');
    const results = playTurns('relater-think-about-it', 'photographer', turns, 26);
    expect(results.some((r) => r.events.includes('next-step-agreed'))).toBe(false);
  });
  it('"i just kind of go with the flow on the day" answers no worry', () => {
    const [, , r] = playTurns('relater-think-about-it', 'photographer', [
      'Is there anything you are worried about?',
      "Oh, don't worry about that at all, it'll be fine. So how many people are coming?",
      'Sure, I mean, I just kind of go with the flow on the day and grab moments as they happen. Where is the venue?',
    ]);
    expect(r!.state.painsReflected).toBeLessThan(r!.state.painsRevealed);
  });
  it('a Boss asked to put a deposit down while declining says nothing that sounds like yes', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'planner', [
      'oh cool tuesday um like what time morning or afternoon and um do you wanna like put down a deposit or ' +
        'something to hold the date or like no pressure',
    ]);
    expect(r!.reply).not.toMatch(/deposit'?s fine/i);
    expect(r!.moves).not.toContain('commit');
  });
});

describe('a close said as a check (judged call ae4-2)', () => {
  it('"so, are we good to go?" is a close, weighed as one, never "Makes sense."', () => {
    const [r] = playTurns('boss-short-notice', 'florist', [
      'Yeah probably, we can usually figure something out on the day. So, are we good to go?',
    ]);
    expect(r!.reply).not.toMatch(/makes sense/i);
    expect(r!.moves).not.toContain('commit');
  });
});
