import { describe, expect, it } from 'vitest';
import { BUYER_IDS } from '../buyer-types.ts';
import { HINTS, PRICE_ANSWER } from './moment-hints.ts';
import { readBuyerSignals } from './moment-signals.ts';
import { suggestCoaching } from './suggestions.ts';

const you = (text: string) => ({ text, isUser: true });
const buyer = (text: string) => ({ text, isUser: false });
const suggest = (
  messages: Array<{ text: string; isUser: boolean }>,
  messageCount = 10,
  buyerType = 'relater',
) => suggestCoaching({ buyerType, messageCount, recentMessages: messages });
const kinds = (...args: Parameters<typeof suggest>) => suggest(...args).map((s) => s.type);
const words = (s: string) => s.split(/\s+/).length;

describe('word families: indirect and spoken wording', () => {
  it('reads an indirect price reaction after a quoted price as a price objection', () => {
    const quoted = 'That package is 3,900.';
    for (const said of [
      "that's way more than my cousin paid",
      'we were hoping to keep it under three grand',
      'oh we werent expecting that honestly',
    ]) {
      expect(readBuyerSignals(said, quoted).has('price')).toBe(true);
    }
    // the same words with no money in sight are not about price
    expect(
      readBuyerSignals('we were not expecting so many guests to say yes', 'Tell me about it.').has('price'),
    ).toBe(false);
  });

  it('reads someone else deciding only when they have a say, not when they are merely mentioned', () => {
    expect(readBuyerSignals('my mum has strong opinions about the flowers').has('decision-maker')).toBe(true);
    expect(readBuyerSignals("my fiancé's not on this call").has('decision-maker')).toBe(true);
    expect(readBuyerSignals('my fiance proposed at christmas').has('decision-maker')).toBe(false);
  });

  it('reads "a few more people to talk to" as a competitor and "let us sit with it" as a stall', () => {
    expect(readBuyerSignals("we've got a few more people to talk to").has('competition')).toBe(true);
    expect(readBuyerSignals('let us sit with it for a bit').has('stall')).toBe(true);
  });

  it('reads a comparison with what someone else spent, and grandparents or aunts who pay, as objections', () => {
    expect(
      readBuyerSignals('my friend had a food truck and it was like half that', '55 per guest.').has('price'),
    ).toBe(true);
    expect(readBuyerSignals('my nan and grandad are paying for it').has('decision-maker')).toBe(true);
    expect(readBuyerSignals('could you make something for my grandmother').has('decision-maker')).toBe(false);
  });

  it('an unsure idea said with a rising tone is not a question to answer; a question without a mark is', () => {
    expect(readBuyerSignals("something soft, maybe blush or peach? I haven't decided").has('question')).toBe(
      false,
    );
    expect(readBuyerSignals("something soft, maybe blush or peach? I haven't decided").has('vision')).toBe(
      true,
    );
    expect(readBuyerSignals('do you charge extra to travel out to the venue').has('question')).toBe(true);
  });

  it('reads spoken text without punctuation or apostrophes', () => {
    expect(readBuyerSignals('whats the latest the music can go on till').has('question')).toBe(true);
    expect(readBuyerSignals('thats totally us').has('positive')).toBe(true);
    // a hedge is not agreement, and "late night" is not a worry
    expect(readBuyerSignals('kind of moody if that makes sense').has('positive')).toBe(false);
    expect(readBuyerSignals('a late night pizza van maybe').has('worry')).toBe(false);
  });
});

describe('priorities: what the buyer raised comes before advice on how you talk', () => {
  const monologue = you('We have been doing this for years and we love every wedding we do '.repeat(6));

  it('a direct question from the buyer beats the talk-ratio advice', () => {
    const out = kinds([monologue, buyer('Do you travel to Italy?')]);
    expect(out[0]).toBe('answer-question');
    expect(out).toContain('talk-ratio');
  });

  it('an objection beats the direct question it is phrased as', () => {
    expect(kinds([you('It is 5,200.'), buyer("That's more than we budgeted, can you do anything?")])[0]).toBe(
      'price',
    );
  });

  it('a request to book beats a price word in the same question', () => {
    const out = kinds([you('Here is the breakdown.'), buyer('Great, how much is the deposit?')]);
    expect(out[0]).toBe('next-step');
    expect(out).not.toContain('price');
  });

  it('yes/no questions answered in a word → an open question, not a talk-ratio warning', () => {
    const out = kinds([you('Is it outdoors?'), buyer('Yes.'), you('Do you have a date?'), buyer('May.')]);
    expect(out[0]).toBe('open-question');
    expect(out).not.toContain('talk-ratio');
  });

  it('shows the generic buyer-type tip only when nothing in the moment calls for more', () => {
    expect(kinds([you('Congratulations!'), buyer('Thanks.')], 4)).toEqual(['adaptation']);
    expect(kinds([you('It is 4,000.'), buyer('That is too expensive.')])).not.toContain('adaptation');
  });
});

describe('phase of the call', () => {
  const warm = [
    you('Congratulations! We could do the ceremony by the lake.'),
    buyer('Oh that sounds lovely!'),
  ];

  it('no next step on a warm word in the first minute; a next step later', () => {
    expect(kinds(warm, 4)).not.toContain('next-step');
    expect(kinds(warm, 12)[0]).toBe('next-step');
  });

  it('rapport advice at the start only', () => {
    const cold = [you('Our packages start at 2,800.'), buyer('Okay.')];
    expect(kinds(cold, 4)[0]).toBe('rapport');
    expect(kinds(cold, 14)).not.toContain('rapport');
  });

  it('a goodbye with no next step agreed → do not hang up without one; not after a concrete next step', () => {
    expect(kinds([buyer('Thanks for your time, talk soon!'), you('Bye!')], 16)[0]).toBe('wrap-up');
    const booked = [
      you('Shall we book the tasting for Saturday at 11?'),
      buyer('Yes, thanks for your time, bye!'),
    ];
    expect(kinds(booked, 16)).not.toContain('wrap-up');
  });
});

describe('wording fits the buyer type and the trade', () => {
  it('gives each buyer type its own action, the Boss the shortest', () => {
    for (const copy of [...Object.values(HINTS), PRICE_ANSWER]) {
      const actions = BUYER_IDS.map((b) => copy!.action[b]);
      expect(new Set(actions).size).toBe(BUYER_IDS.length);
      expect(words(copy!.action.boss)).toBe(Math.min(...actions.map(words)));
    }
  });

  it('proposes the next step the trade offers', () => {
    const signal = (seller: string) =>
      suggest([you(seller), buyer('we love it, how do we book?')], 12, 'dreamer')[0]!.action;
    expect(signal('The courtyard is the heart of the venue.')).toMatch(/walkthrough/);
    expect(signal('The menu has three courses and canapés.')).toMatch(/tasting/);
    expect(signal('I do the hair and makeup for the bride and bridesmaids.')).toMatch(/trial/);
  });
});
