/** Moments of judged calls (round w) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { judgedTurns, playTurns } from './judged-calls.fixture.ts';
import { createConversation } from '../buyer-state.ts';
import type { TradeId } from '../../trades.ts';
import { readTimes } from '../../conversation/slots-time.ts';
import { readTurn } from '../../conversation/read-turn.ts';
import { splitSentences } from '../../analysis/text-utils.ts';

const facts = (scenario: string, trade: TradeId) => createConversation(scenario, { trade }).persona.facts;
const TIME_MOVES = ['give-time', 'defer-time'];

describe('meeting times offered one or the other (judged calls w2-1, w3-1)', () => {
  it('"Saturday the 14th at 11am" is one time: its weekday, day and hour', () => {
    const [first, second] = readTimes('I could do Saturday the 14th at 11am or Tuesday the 17th at 6pm');
    expect(first).toMatchObject({ weekday: 6, day: 14, hour: 11 });
    expect(second).toMatchObject({ weekday: 2, day: 17, hour: 18 });
  });

  it('"… which of those works better for you?" after two times gets a time, never "what is the difference"', () => {
    const [r] = playTurns('relater-think-about-it', 'caterer', [
      'For the tasting, I could do Saturday the 14th at 11am or Tuesday the 17th at 6pm, and your mum and Tom ' +
        'are very welcome. Which of those works better for you?',
    ]);
    expect(r!.moves.some((m) => TIME_MOVES.includes(m))).toBe(true);
    expect(r!.reply).not.toMatch(/difference/i);
  });

  it('"Thursday at 7 p.m. or Saturday at 10 a.m." is one sentence, answered with a time beside the e-mail', () => {
    expect(
      splitSentences('And would Thursday at 7 p.m. or Saturday at 10 a.m. work for a call?'),
    ).toHaveLength(1);
    const [r] = playTurns('analyzer-photographer-compare', 'videographer', [
      "What's the best email address to send the proposal to? And would Thursday at 7 p.m. or Saturday at " +
        '10 a.m. work for a 20-minute video call with you and Arjun?',
    ]);
    expect(r!.reply).toMatch(/@/);
    expect(r!.moves.some((m) => TIME_MOVES.includes(m))).toBe(true);
  });
});

describe('two prices said as bare numbers, one or the other (judged call w1-1)', () => {
  it('"3950 two photographers or 3800 just me" names two prices, and a Boss weighs one', () => {
    const turn = 'okay short version 3950 two photographers or 3800 just me which one';
    expect(readTurn(turn).slots.money.map((m) => m.amount)).toEqual([3950, 3800]);
    const [r] = playTurns('boss-short-notice', 'photographer', [turn]);
    expect(r!.reply).toMatch(/\$3,(?:800|950)/);
  });

  it('"1200 or 1500 people" counts people, no price', () => {
    expect(readTurn('we had 1200 or 1500 people at the festival').slots.money).toEqual([]);
  });
});

describe('questions asked mid-sentence or beside another ask (judged calls w1-1, w1-2, w2-1)', () => {
  it('"… golden hour for portraits after how many guests are you expecting" asks the guest count', () => {
    const f = facts('boss-short-notice', 'photographer');
    const [r] = playTurns('boss-short-notice', 'photographer', [
      "okay cedar ridge lodge nice um in august i'd go like a 5 pm ceremony so you get golden hour for " +
        'portraits after how many guests are you expecting and who else is deciding on this with you',
    ]);
    expect(r!.reply).toContain(String(f.guests.value));
  });

  it('"When is it again, and where exactly?" gets the date and the place', () => {
    const f = facts('dreamer-destination', 'florist');
    const [r] = playTurns('dreamer-destination', 'florist', [
      "It'd feel great, I promise. When is it again, and where exactly? I think you mentioned it but I forgot.",
    ]);
    expect(r!.reply).toContain(f.date.value);
    expect(r!.moves).not.toContain('deflect');
  });

  it('"is Sam the one who decides, and anything else you want to ask me?" answers who decides, then asks', () => {
    const [r] = playTurns('dreamer-destination', 'florist', [
      'Totally get it. Is Sam the one who decides on this stuff, and is there anything else you want to ask me?',
    ]);
    expect(r!.reply).toMatch(/Sam/);
    expect(r!.moves).toContain('ask-own');
  });

  it('"what questions do you think she\'d ask me?" is answered with the worry, not "a long story"', () => {
    const [r] = playTurns('relater-think-about-it', 'caterer', [
      "Of course, it makes sense to bring your mum in. What questions do you think she'd ask me, so I can make " +
        'sure you have the answers?',
    ]);
    expect(r!.events).toContain('reveal-pain');
  });

  it('"Is this the best email for you, or should I also copy Diego on it?" gets the address and a yes to Diego', () => {
    const [r] = playTurns('dreamer-garden-florals', 'florist', [
      "I'll send the mood board to your email by Friday. Is this the best email for you, or should I also copy " +
        'Diego on it?',
    ]);
    expect(r!.reply).toMatch(/@/);
    expect(r!.reply).toMatch(/copy Diego/i);
  });
});

describe('pressure and worries read as meant (judged calls w1-2, u4-1)', () => {
  it('"Before we hang up, is there anything worrying you … I could answer now?" is no pressure', () => {
    const [r] = playTurns('relater-think-about-it', 'venue', [
      "Before we hang up, is there anything that's worrying you about us, or anything your mum is likely to " +
        'ask that I could answer now?',
    ]);
    expect(r!.events).not.toContain('pressure-refused');
  });

  // the judged call's own turns, to the same buyer (seed 1691)
  const w12 = judgedTurns('2026-11-28-w1-2-dreamer-destination-florist-weak.md');
  const played = playTurns('dreamer-destination', 'florist', w12.slice(0, 9), 1691);

  it('a comparison with a cheaper quote ("half that") waits for a price to compare', () => {
    for (const r of played.slice(0, 6)) expect(r.reply).not.toMatch(/half that/i);
  });

  it('"nothing ever really goes wrong with us, I wouldn\'t stress" waves a worry away, it answers nothing', () => {
    expect(w12[8]).toMatch(/nothing ever really goes wrong/);
    expect(played[8]!.events).not.toContain('objection-handled');
    expect(played[8]!.moves).not.toContain('accept-answer');
  });
});
