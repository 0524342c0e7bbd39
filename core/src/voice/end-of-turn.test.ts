import { describe, expect, it } from 'vitest';
import {
  endOfTurnSilenceMs,
  FINISHED_THOUGHT_SILENCE_MS,
  isFinishedThought,
  OPEN_THOUGHT_SILENCE_MS,
} from './end-of-turn.ts';

describe('end of turn from the words so far', () => {
  it.each([
    'How many guests are you expecting?',
    'how many guests are you expecting',
    'We have the date open.',
    'The full-day collection with the album',
    'Yes',
    'I think so',
    "That's right.",
    'What is your budget?',
    '',
  ])('a finished thought ends after a short silence: %j', (text) => {
    expect(isFinishedThought(text)).toBe(true);
    expect(endOfTurnSilenceMs(text)).toBe(FINISHED_THOUGHT_SILENCE_MS);
  });

  it.each([
    'So the package I would recommend for the two of you is',
    'So the package I would recommend for the two of you is.',
    'and',
    'um',
    'Um.',
    'We could do it for',
    'The price includes the',
    'It depends on your guest count,',
    "And the album, it's",
    'I’m',
    'We would',
    'Well, the thing is...',
  ])('an open thought waits longer: %j', (text) => {
    expect(isFinishedThought(text)).toBe(false);
    expect(endOfTurnSilenceMs(text)).toBe(OPEN_THOUGHT_SILENCE_MS);
  });

  it('waits between 300 and 500 ms after a finished thought and at most 1.5 s otherwise', () => {
    expect(FINISHED_THOUGHT_SILENCE_MS).toBeGreaterThanOrEqual(300);
    expect(FINISHED_THOUGHT_SILENCE_MS).toBeLessThanOrEqual(500);
    expect(OPEN_THOUGHT_SILENCE_MS).toBeLessThanOrEqual(1500);
  });
});
