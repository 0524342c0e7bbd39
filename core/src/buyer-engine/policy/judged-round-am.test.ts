/** Moments of judged calls (round am) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { judgedTurns, playTurns } from './judged-calls.fixture.ts';

describe('questions about someone else of theirs (judged call am3-1)', () => {
  it('"Does she use a wheelchair or a walker?" is theirs to ask her, not two things to compare', () => {
    const [r] = playTurns('relater-think-about-it', 'venue', [
      'The barn is all on one level with a step-free ramp from the car park. Does she use a wheelchair or a walker?',
    ]);
    expect(r!.moves).not.toContain('ask-difference');
    expect(r!.reply).toMatch(/\bask (?:her|my)\b/i);
  });

  it('"will your grandma need a wheelchair space at her table, or just a chair with arms?" likewise', () => {
    const [r] = playTurns('relater-think-about-it', 'venue', [
      'One last thing so I can prepare the right table: will your grandma need a wheelchair space at her table on ' +
        'Saturday, or just a comfortable chair with arms?',
    ]);
    expect(r!.reply).not.toMatch(/differ|difference/i);
  });
});

describe('a visit put as what would help (judged call am3-1)', () => {
  it('"Would seeing both rooms in person help you and your mum feel comfortable?" is weighed as the visit', () => {
    const [r] = playTurns('relater-think-about-it', 'venue', [
      "That's included, no extra charge. Would seeing both rooms in person help you and your mum feel comfortable?",
    ]);
    expect(r!.intent).not.toMatch(/answer about the decision/);
    expect(
      r!.moves.some((m) => ['commit', 'decline', 'give-time', 'defer-time', 'own-time'].includes(m)),
    ).toBe(true);
  });
});

describe('what the seller asks in passing (judged calls am3-1, am4-2)', () => {
  it('"So you said clauses — what\'s on your mind?" tells the worry', () => {
    const [r] = playTurns('analyzer-venue-contract', 'hair_makeup', [
      "So you said clauses — what's on your mind?",
    ]);
    expect(r!.events).toContain('reveal-pain');
  });

  it('"Is the deposit the part you wanted to go over, or the cancellation bit?" compares no "over"', () => {
    const [r] = playTurns('analyzer-venue-contract', 'hair_makeup', [
      'Is the deposit the part you wanted to go over, or the cancellation bit?',
    ]);
    expect(r!.reply).not.toMatch(/\bover against\b|between over\b|\bover and\b/i);
    expect(r!.moves).not.toContain('ask-difference');
  });

  it('"Shall I send that all in an email today, and what\'s the best address?" gets the address, no "not sure"', () => {
    const [r] = playTurns('relater-think-about-it', 'venue', [
      "Shall I send that all in an email today, and what's the best address?",
    ]);
    expect(r!.reply).toMatch(/@/);
    expect(r!.reply).not.toMatch(/not sure|don't know/i);
  });

  it('"is there anything your mum is likely to ask that I can answer for you now?" invites a question', () => {
    const [r] = playTurns('relater-think-about-it', 'venue', [
      'And is there anything your mum is likely to ask that I can answer for you now, so you have it ready?',
    ]);
    expect(r!.moves).toContain('ask-own');
  });
});

describe('what is not pressure or a fact of theirs (judged calls am3-1, am4-2)', () => {
  it('"No need to decide now … goodbye for now!" is no pressure to push back on', () => {
    const [r] = playTurns('relater-think-about-it', 'venue', [
      "No need to decide now, we'll have both ready on Saturday and your grandma can try what feels best. Thank " +
        'you so much, Aisha, and goodbye for now!',
    ]);
    expect(r!.moves).not.toContain('push-back');
  });

  it('"I did a party of twelve last month in a hotel suite" corrects no venue of theirs', () => {
    const [r] = playTurns('analyzer-venue-contract', 'hair_makeup', [
      "Seven plus the mums, okay, that's a nice size. I did a party of twelve last month in a hotel suite, " +
        'total chaos but so fun, everyone was crying by the end. Anyway, price-wise it kind of depends on the ' +
        "looks, but it'd be somewhere around fifteen hundred, maybe two grand, give or take.",
    ]);
    expect(r!.moves).not.toContain('correct');
  });
});

describe('a filled-in line starts its sentence with a capital (judged call am3-1)', () => {
  it('"… That fits our $12,500. my mum will be glad." is never said', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const [r] = playTurns(
        'relater-think-about-it',
        'venue',
        ['Our Saturday summer package is $11,800 for everything, which leaves you $700 under your budget.'],
        seed,
      );
      expect(r!.reply).not.toMatch(/[.!?] [a-z]/);
    }
  });
});

describe('spoken run-ons split where people pause (judged call am1-1)', () => {
  it('"… numbers fast but uh which saturday in october are you looking at and like roughly how many guests"', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'photographer', [
      'hi marcus um thanks for calling this is dana from silver birch photography so yeah i can get you numbers ' +
        'fast but uh which saturday in october are you looking at and like roughly how many guests',
    ]);
    expect(r!.moves).not.toContain('give-time');
    expect(r!.reply).toMatch(/October 17/);
    expect(r!.reply).toMatch(/\b150\b/);
  });

  it('"… two fifty an hour and i only do it if you say yes on the night … does that feel okay" gets a yes', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'photographer', [
      "cool and um just so you know what overtime looks like if the party runs late it's two fifty an hour and i " +
        'only do it if you say yes on the night so nothing sneaks onto the bill does that feel okay',
    ]);
    expect(r!.moves).toContain('answer-yes');
    expect(r!.reply).not.toMatch(/no idea|what's normal/i);
  });
});

describe('no yes to a booking with nothing on the table (judged call am1-2)', () => {
  const turns = judgedTurns('2026-11-28-am1-2-dreamer-destination-florist-weak.md');

  it('a Dreamer asked to "get something on the books" before any price is not ready', () => {
    const r = playTurns('dreamer-destination', 'florist', turns.slice(0, 4), 1168);
    expect(r[3]!.moves).not.toContain('commit');
    expect(r[3]!.events).not.toContain('next-step-agreed');
  });

  it('a price worry is not settled by self-praise ("you won\'t find anyone better")', () => {
    const r = playTurns('dreamer-destination', 'florist', turns.slice(0, 17), 1168);
    expect(turns[16]).toMatch(/anyone better/);
    expect(r[16]!.moves).not.toContain('accept-answer');
  });
});
