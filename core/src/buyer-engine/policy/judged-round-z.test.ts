/** Moments of judged calls (round z) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { playTurns } from './judged-calls.fixture.ts';

const TIME_MOVES = ['give-time', 'defer-time'];
const timeGiven = (moves: string[]) => moves.some((m) => TIME_MOVES.includes(m));

describe('a time is given only when one is asked for (judged calls z1-2, z4-1)', () => {
  it('"it\'s more of a feeling when you walk in" offers no meeting: no time is taken', () => {
    const [r] = playTurns('analyzer-photographer-compare', 'venue', [
      "oh yeah totally um so like those other places are fine i guess but honestly we're just different you " +
        "know it's more of a feeling when you walk in like you just know",
    ]);
    expect(timeGiven(r!.moves)).toBe(false);
  });

  it('"when does the venue need you out by?" asks about the day, not for a meeting time', () => {
    const [r] = playTurns('analyzer-venue-contract', 'caterer', [
      "we're super flexible on timing um when does hawthorn need you out by",
    ]);
    expect(timeGiven(r!.moves)).toBe(false);
  });

  it('"what day works for a call?" asks for a time, never the wedding date', () => {
    const [r] = playTurns('analyzer-photographer-compare', 'venue', ['what day works for a call']);
    expect(timeGiven(r!.moves)).toBe(true);
  });
});
