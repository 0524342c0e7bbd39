import { describe, expect, it } from 'vitest';
import {
  callDuration,
  estimatedSpeakingSeconds,
  SPEAKING_WORDS_PER_MINUTE,
  statedCallSeconds,
} from './call-duration.ts';

const DIALOGUE = 'Anna: Hi, thanks for calling.\nBen: Hello! We are getting married next June.\n';

describe('statedCallSeconds', () => {
  it.each([
    ['Duration: 32:10', 32 * 60 + 10],
    ['Call duration: 1:02:03', 3723],
    ['**Duration:** 24 minutes', 24 * 60],
    ['- Call length: 45 mins', 45 * 60],
    ['Length - 1h 5m', 3900],
    ['Duration: 1 hour and 30 minutes', 5400],
    ['# Notes from a 45-minute call with Priya', 45 * 60],
    ['Transcript: 2 hour consultation, venue tour', 7200],
    ['A 20 minute discovery call', 20 * 60],
  ])('reads %j', (line, seconds) => {
    expect(statedCallSeconds(`${line}\n\n${DIALOGUE}`)).toBe(seconds);
  });

  it('finds a labelled line below the dialogue start', () => {
    expect(statedCallSeconds(`${DIALOGUE}\nDate: 2025-02-11\nDuration: 12:30\n`)).toBe(750);
  });

  it('ignores a phrase inside the conversation, below the header lines', () => {
    const text = `${DIALOGUE.repeat(4)}Anna: Let's book a 30-minute call next week.\n`;
    expect(statedCallSeconds(text)).toBeNull();
  });

  it.each([
    ['Duration: 45', 'no unit'],
    ['Length: 3 pages', 'not a time'],
    ['Duration: 75:99', 'seconds over 59'],
    ['Duration: 13 hours', 'over 12 hours'],
    ['"duration": 137.19', 'a JSON number without a unit'],
  ])('ignores %j (%s)', (line) => {
    expect(statedCallSeconds(`${line}\n${DIALOGUE}`)).toBeNull();
  });
});

describe('estimatedSpeakingSeconds', () => {
  it('uses the speaking rate', () => {
    expect(estimatedSpeakingSeconds(SPEAKING_WORDS_PER_MINUTE * 10)).toBe(600);
    expect(estimatedSpeakingSeconds(75)).toBe(30);
  });

  it('is at least a second for any words and 0 for none', () => {
    expect(estimatedSpeakingSeconds(1)).toBe(1);
    expect(estimatedSpeakingSeconds(0)).toBe(0);
    expect(estimatedSpeakingSeconds(Number.NaN)).toBe(0);
  });
});

describe('callDuration', () => {
  it('prefers the timestamps over a stated length', () => {
    expect(
      callDuration({ text: `Duration: 40:00\n${DIALOGUE}`, timedSeconds: 611.6, totalWords: 900 }),
    ).toEqual({ seconds: 612, source: 'timestamps' });
  });

  it('uses the stated length without timestamps', () => {
    expect(
      callDuration({ text: `Duration: 40:00\n${DIALOGUE}`, timedSeconds: null, totalWords: 900 }),
    ).toEqual({ seconds: 2400, source: 'stated' });
  });

  it('estimates from the words when nothing else tells', () => {
    expect(callDuration({ text: DIALOGUE, timedSeconds: null, totalWords: 900 })).toEqual({
      seconds: 360,
      source: 'estimate',
    });
  });

  it('treats a zero timestamp span as no timestamps', () => {
    expect(callDuration({ text: DIALOGUE, timedSeconds: 0, totalWords: 300 }).source).toBe('estimate');
  });
});
