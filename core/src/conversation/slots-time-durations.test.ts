import { describe, expect, it } from 'vitest';
import { readTimes } from './slots-time.ts';

describe('a length of time is no time to meet', () => {
  it('"15 minutes", "a one week sneak peek" and "a second shooter" name no time, the Thursday does', () => {
    const times = readTimes(
      "I'd like 15 minutes to pick colours, a one week sneak peek, a second shooter — does Thursday at 7 pm work?",
    );
    expect(times.map((t) => t.text)).toEqual(['Thursday at 7 pm']);
  });

  it('"in one week" is relative, not a calendar day', () => {
    expect(readTimes('you get a sneak peek in one week')).toEqual([
      { text: 'in one week', relative: 'in one week' },
    ]);
  });
});
