/** Moments of judged calls (round ab) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { playTurns } from './judged-calls.fixture.ts';

const NOT_DECIDED = /haven'?t|not decided|figure|spreadsheet|no data|long story|relevant/i;

describe('an either-or a couple can pick is picked (judged call ab3-1)', () => {
  it('a Boss asked "the reception inside in the barn or out on the lawn?" picks one', () => {
    const [r] = playTurns('boss-short-notice', 'venue', [
      'so is the reception inside in the barn or out on the lawn',
    ]);
    expect(r!.moves).toContain('choose');
    expect(r!.reply).not.toMatch(NOT_DECIDED);
  });
  it('"the deposit link by card or bank transfer?" is how to pay, picked', () => {
    const [r] = playTurns('analyzer-photographer-compare', 'dj', [
      'do you want the deposit link by card or bank transfer',
    ]);
    expect(r!.reply).toMatch(/card|bank transfer/i);
    expect(r!.reply).not.toMatch(/difference/i);
  });
  it('"a 12,000 dollar budget, is that for the venue alone or the whole wedding?" says what it covers', () => {
    const [first] = playTurns('relater-think-about-it', 'venue', ['what budget have you set aside']);
    const budget = /\$([\d,]+)/.exec(first!.reply)![1]!;
    const [, r] = playTurns('relater-think-about-it', 'venue', [
      'what budget have you set aside',
      `So a ${budget} dollar budget - is that for the venue alone, or for the whole wedding?`,
    ]);
    expect(r!.reply).toMatch(/just for the venue|venue alone/i);
    expect(r!.reply).not.toMatch(/^Yes/);
  });
});

describe('checks and closes said in passing (judged calls ab1-1, ab3-2, ab4-2)', () => {
  it('"… all in writing line by line, would that fix it for you" gets a yes', () => {
    const [r] = playTurns('relater-think-about-it', 'venue', [
      'no travel fee inside the city and no overtime, all in writing line by line, would that fix it for you',
    ]);
    expect(r!.moves).toContain('answer-yes');
  });
  it('"are we good?" is no small talk', () => {
    const [r] = playTurns('relater-planning-with-mom', 'videographer', ['are we good?']);
    expect(r!.reply).not.toMatch(/long story|kind of you to ask|relevant/i);
  });
  it('"do you maybe wanna just go ahead and sign and we can sort the details out later" is a close', () => {
    const [r] = playTurns('analyzer-venue-contract', 'venue', [
      'do you maybe wanna just go ahead and sign and we can sort the details out later',
    ]);
    expect(r!.moves.some((m) => ['commit', 'decline', 'raise-concern'].includes(m))).toBe(true);
    expect(r!.reply).not.toMatch(NOT_DECIDED);
  });
  it('"… drone shots over a lake. Where\'s yours?" asks where the wedding is', () => {
    const [r] = playTurns('relater-planning-with-mom', 'videographer', [
      "we did one last month with drone shots over a lake, the couple cried. Where's yours?",
    ]);
    expect(r!.reply).toMatch(/Harbor View|hotel/i);
  });
});
