import { describe, expect, it } from 'vitest';
import { playTurns } from './judged-calls.fixture.ts';
import { readTurn } from '../../conversation/read-turn.ts';
import { nearRepeat } from './near-repeat.ts';
import { digitise } from '../../conversation/number-words.ts';

const DISCOVERY = [
  'Hi, lovely to meet you. When is the wedding, where, and how many guests?',
  'What matters most to you, and is there anything that worries you?',
  'Who decides with you, and what budget have you set for this?',
];

describe('a yes/no about the proposal just made is answered as that proposal', () => {
  it('an offer of help put as a question is taken (“do you want me to call your venue coordinator?”)', () => {
    for (const scenario of ['boss-venue-bottom-line', 'analyzer-venue-contract', 'relater-think-about-it']) {
      const results = playTurns(scenario, 'caterer', [
        ...DISCOVERY,
        'Do you want me to call your venue coordinator to confirm kitchen access and load-in times, yes or no?',
      ]);
      const last = results.at(-1)!;
      expect(last.moves, `${scenario}: ${last.reply}`).toContain('answer-yes');
    }
  });

  it('“is that something you’d like?” after proposing a call with the family is a close, not a question', () => {
    const results = playTurns('relater-think-about-it', 'dj', [
      ...DISCOVERY,
      'No rush at all. What I would suggest is a relaxed video call with you, Tom and your mum, where I play a ' +
        "few songs so she can hear what it would feel like. Is that something you'd like — yes or no?",
    ]);
    const last = results.at(-1)!;
    expect(
      last.moves.some((m) => m === 'commit' || m === 'decline' || m === 'defer-time'),
      last.reply,
    ).toBe(true);
    expect(last.moves).not.toContain('answer');
  });

  it('“shall I put the hold on?” after a free hold was explained is a close', () => {
    const results = playTurns('analyzer-venue-contract', 'venue', [
      ...DISCOVERY,
      'The hold is just so no one else books your date while you review — it costs nothing and commits you to ' +
        'nothing. Shall I put the hold on, yes or no?',
    ]);
    const last = results.at(-1)!;
    expect(last.moves, last.reply).not.toContain('answer');
    expect(last.reply).not.toMatch(/most couples|most of your couples/i);
  });
});

describe('a brush-off needs a concern to brush off', () => {
  it('examples of what other families worry about, asked before any worry, are no brush-off', () => {
    const results = playTurns('relater-planning-with-mom', 'photographer', [
      'Hi Emily, hi Linda! When is the wedding and where?',
      'Can I ask what worries you most about the photos? Some families worry about the photographer being ' +
        'intrusive, some about missing someone on the list.',
    ]);
    expect(results[1]!.events).not.toContain('concern-brushed-off');
    expect(results[1]!.reply).not.toMatch(/still like to understand|does worry me|what would happen/i);
  });
});

describe('the reader', () => {
  it('“which works better for you, A or B?” is a choice between A and B, not a time to meet', () => {
    const act = readTurn('Which works better for you, A or B?').acts[0]!;
    expect(act.kind).toBe('either-or-question');
    expect(act.options).toEqual(['a', 'b']);
  });

  it('a length of coverage and a count of photos are no times', () => {
    const r = readTurn('usually around seven hundred to nine hundred edited photos for ten hours');
    expect(r.slots.times).toEqual([]);
  });

  it('options lose the question frame before a dash and a clause said about them', () => {
    const a = readTurn('So what date — fall or spring?').acts.find((x) => x.kind === 'either-or-question')!;
    expect(a.options).toEqual(['fall', 'spring']);
    const b = readTurn(
      "What matters more: a short highlight film you'll rewatch constantly, or the full ceremony?",
    ).acts.find((x) => x.kind === 'either-or-question')!;
    expect(b.options).toEqual(['short highlight film', 'full ceremony']);
  });
});

describe('one reply never says the same thing twice', () => {
  it('a sentence restating an earlier one of the reply in other words is the same content', () => {
    expect(
      nearRepeat(
        '8 hours of coverage and an album for the parents.',
        'Mainly 8 hours of coverage, plus an album for the parents.',
      ),
    ).toBe(true);
    expect(nearRepeat('Candid, real moments over posing.', '8 hours of coverage and an album.')).toBe(false);
  });
});

describe('after the next step is agreed', () => {
  it('arrangements said back with no question are acknowledged, never met with an old question', () => {
    const results = playTurns('boss-short-notice', 'caterer', [
      ...DISCOVERY,
      'Our plated menu is $6,900 all in for your guests, staff and rentals included.',
      'Next step is a tasting. Does Thursday at 7 work, or is earlier better?',
      'Shall I book you in for the tasting on Thursday at 7 and hold your date until then, free of charge?',
      'awesome thursday at seven tasting is booked um contract and the deposit link hit your inbox by eight ' +
        "tonight and uh we'll hold august ninth for you till thursday thanks jordan",
    ]);
    const [agreed, after] = results.slice(-2);
    expect(agreed!.state.nextStepAgreed, agreed!.reply).toBe(true);
    expect(after!.moves, after!.reply).not.toContain('ask-own');
  });
});

describe('spoken prices', () => {
  it('“seven thousand six fifty” is $7,650, not $7,056', () => {
    expect(digitise('about seven thousand six fifty all in').text).toBe('about 7650 all in');
  });
});

describe('what a question asks about (judged calls p4-1)', () => {
  it('“where are you guys getting married” asks the venue, and “don’t worry about that” asks no worry', () => {
    const [where] = playTurns('relater-planning-with-mom', 'photographer', [
      'so uh whats the date and like where are you guys getting married',
    ]);
    expect(where!.reply).toMatch(/Harbor View/i);
    expect(where!.reply).not.toMatch(/long story/i);
    const [budget] = playTurns('relater-planning-with-mom', 'photographer', [
      'people love us um dont worry about that part at all so whats your budget kind of looking like for photo',
    ]);
    expect(budget!.reply).toMatch(/\$\d/);
    expect(budget!.moves).not.toContain('raise-concern');
  });
});
