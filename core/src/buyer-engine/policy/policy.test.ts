import { describe, expect, it } from 'vitest';
import { respondToSalesperson, type BuyerTurnResult } from '../buyer-engine.ts';
import { createConversation, restoreConversation, type ConversationState } from '../buyer-state.ts';
import { asksPrice } from '../buyer-voice.ts';
import { personaTruth } from './persona-truth.ts';
import { money, reading, time } from './reading-fixture.ts';
import type { TurnReading } from '../../conversation/reading-types.ts';

/** Plays turns (each a text and its hand-built reading) and returns every result. */
function playTurns(state: ConversationState, turns: Array<[string, TurnReading]>): BuyerTurnResult[] {
  const results: BuyerTurnResult[] = [];
  let s = state;
  for (const [text, r] of turns) {
    const result = respondToSalesperson(s, text, { reading: r });
    results.push(result);
    s = result.state;
  }
  return results;
}

const ask = (text: string, topics: string[]) =>
  [text, reading(text, { kind: 'open-question', topics: topics as never })] as [string, TurnReading];

describe('a scheduling question gets a time, or whom they must check with', () => {
  const text = 'Does 7 pm work, or is earlier better?';
  const r = reading(text, { kind: 'scheduling-question', times: [time('7 pm', 19)] });

  it('a Boss takes the time offered', () => {
    const result = respondToSalesperson(createConversation('boss-venue-bottom-line'), text, { reading: r });
    expect(result.moves).toContain('give-time');
    expect(result.reply).toContain('7 pm');
    expect(result.reply).not.toMatch(/personal|not on my list/i);
  });

  it('a Relater who decides with her mum, not on the call, checks with her first', () => {
    const result = respondToSalesperson(createConversation('relater-think-about-it'), text, { reading: r });
    expect(result.moves).toEqual(['defer-time']);
    expect(result.reply).toMatch(/check with (?:my mum|Tom)/);
  });
});

describe('an either-or gets a choice or a question about the difference', () => {
  it('a Boss with $25,000 for the venue picks the option inside the budget', () => {
    const text = 'Barn at 28,400 or Pavilion at 24,900?';
    const r = reading(text, {
      kind: 'either-or-question',
      options: ['barn', 'pavilion'],
      money: [money(28400, '28,400'), money(24900, '24,900')],
    });
    const s = createConversation('boss-venue-bottom-line', { trade: 'venue' });
    const result = respondToSalesperson(s, text, { reading: r });
    expect(result.moves).toEqual(['choose']);
    expect(result.reply).toMatch(/^Pavilion/);
    expect(result.reply).not.toMatch(/another time|I'm here about/i);
  });

  it('an Analyzer with no prices asks what separates them, then picks when asked again', () => {
    const text = 'Leather album or linen?';
    const r = reading(text, { kind: 'either-or-question', options: ['leather album', 'linen'] });
    const [first, second] = playTurns(createConversation('analyzer-photographer-compare', { seed: 3 }), [
      [text, r],
      [text, r],
    ]);
    expect(first!.moves).toContain('ask-difference');
    expect(first!.reply).toMatch(/difference|include|break down/i);
    expect(second!.moves).toContain('choose');
  });
});

describe('price reactions are sized to the buyer’s own budget', () => {
  it('a Boss told 8,900 dollars never asks the price again', () => {
    const quote = 'The full package is 8,900 dollars.';
    const results = playTurns(createConversation('boss-venue-bottom-line', { seed: 4 }), [
      [quote, reading(quote, { kind: 'price-quote', money: [money(8900, '8,900 dollars')] })],
      ['We are the best in town.', reading('We are the best in town.', { kind: 'pitch' })],
      ['We have won awards.', reading('We have won awards.', { kind: 'pitch' })],
      ask('When is the wedding?', ['date']),
      ask('How many guests?', ['guests']),
      ['Our team is great.', reading('Our team is great.', { kind: 'pitch' })],
    ]);
    expect(results[0]!.moves).toContain(
      8900 > personaTruth(results[0]!.state.persona).budget! ? 'price-objection' : 'price-relief',
    );
    for (const r of results) expect(asksPrice(r.reply), r.reply).toBe(false);
    expect(results.at(-1)!.state.conv.prices).toHaveLength(1);
  });

  it('a Dreamer with a few thousand objects to a pushy €38,000 pitch, naming her budget and the gap', () => {
    const text = 'Our cliffside package is €38,000, and honestly it sells out fast.';
    const r = reading(text, { kind: 'price-quote', money: [money(38000, '€38,000')] });
    const s = createConversation('dreamer-destination', { trade: 'venue' });
    const budget = personaTruth(s.persona).budget!;
    expect(budget).toBeLessThan(5000);
    const result = respondToSalesperson(s, text, { reading: r });
    expect(result.moves).toEqual(['price-objection']);
    expect(result.reply).toContain(`$${budget.toLocaleString('en-US')}`);
    expect(result.reply).not.toMatch(/sounds nice/i);
    expect(result.state.pendingObjection).toBe('price');
    const again = respondToSalesperson(result.state, 'It is worth every cent.', {
      reading: reading('It is worth every cent.', { kind: 'pitch' }),
    });
    expect(again.moves).not.toContain('accept-answer');
  });

  it('a Relater is relieved by a quoted range that tops out under her budget', () => {
    const s = createConversation('relater-planning-with-mom', {
      trade: 'florist',
      seed: 'relater-planning-with-mom',
    });
    const budget = personaTruth(s.persona).budget!;
    const [low, high] = [budget - 2000, budget - 500];
    const text = `It's ${low} to ${high} depending on the hours.`;
    const r = reading(text, { kind: 'price-quote', money: [money(low, `${low} to ${high}`, high)] });
    const result = respondToSalesperson(s, text, { reading: r });
    expect(result.moves).toEqual(['price-relief']);
    expect(result.reply).not.toMatch(/more than/i);
  });

  it('a Dreamer calls a price under her budget a relief, never "more than I imagined"', () => {
    const text = 'The arch and bouquets come to $5,200.';
    const r = reading(text, { kind: 'price-quote', money: [money(5200, '$5,200')] });
    const result = respondToSalesperson(createConversation('dreamer-garden-florals'), text, { reading: r });
    expect(result.moves).toEqual(['price-relief']);
    expect(result.reply).not.toMatch(/more than/i);
  });
});

describe('pressure costs trust, and repeated pressure ends the call', () => {
  const push = (text: string) =>
    [text, reading(text, { kind: 'pressure', pressure: 'scarcity' })] as [string, TurnReading];
  const pushes = [
    push('Another couple wants your date.'),
    push('This price is only good today.'),
    ['Yes or no?', reading('Yes or no?', { kind: 'pressure', pressure: 'ultimatum' })] as [
      string,
      TurnReading,
    ],
  ];

  it('a Relater pushes back twice, then ends the call politely on the third push', () => {
    const results = playTurns(createConversation('relater-think-about-it'), pushes);
    expect(results[0]!.moves).toEqual(['push-back']);
    expect(results[0]!.events).toContain('pressure-refused');
    expect(results[1]!.moves).toEqual(['push-back']);
    expect(results[2]!.moves).toContain('end-call');
    expect(results[2]!.endReason).toBe('pressure');
    expect(results[2]!.events).toContain('call-ended');
    expect(results[2]!.state.ended).toBe(true);
    expect(results[2]!.state.conv.pressure.map((p) => p.kind)).toEqual(['scarcity', 'scarcity', 'ultimatum']);
  });

  // judged calls found a hang-up on the second push abrupt: every type warns twice, then ends on the third
  it('a Boss pushes back twice and ends it on the third push', () => {
    const results = playTurns(createConversation('boss-short-notice'), pushes.slice(0, 3));
    expect(results[0]!.moves).toEqual(['push-back']);
    expect(results[1]!.state.ended).toBe(false);
    expect(results[2]!.endReason).toBe('pressure');
    expect(results[2]!.state.ended).toBe(true);
  });

  it('a close in the same breath as pressure is refused, not taken', () => {
    const text = 'Another couple wants it, so shall I hold the date with a deposit now?';
    const r = reading(text, { kind: 'pressure', pressure: 'scarcity' }, { kind: 'commitment-ask' });
    const result = respondToSalesperson(createConversation('dreamer-garden-florals'), text, { reading: r });
    expect(result.moves).toEqual(['push-back']);
    expect(result.state.conv.commitments[0]!.outcome).toBe('refused');
  });
});

describe('a recap is checked against the couple’s facts', () => {
  it('"June" and "120 guests" for a September 6 wedding of 180 are corrected', () => {
    const text = "So that's June for 120 guests, right?";
    const r = reading(text, { kind: 'confirmation', facts: { month: 6, guests: 120 } });
    const result = respondToSalesperson(createConversation('relater-planning-with-mom'), text, {
      reading: r,
    });
    expect(result.moves).toEqual(['correct']);
    expect(result.events).toContain('fact-corrected');
    expect(result.reply).toContain('September 6');
    expect(result.reply).toContain('180');
    expect(result.state.conv.facts.filter((f) => f.correct === false)).toHaveLength(2);
  });

  it('a right recap is confirmed', () => {
    const text = 'So October 17 for 150 guests?';
    const r = reading(text, {
      kind: 'confirmation',
      facts: { date: { text: 'October 17', month: 10, day: 17 }, guests: 150 },
    });
    const result = respondToSalesperson(createConversation('boss-venue-bottom-line'), text, { reading: r });
    expect(result.moves).toEqual(['confirm']);
  });
});

describe('a good close earns a yes on the type’s terms; a weak or pushy one does not', () => {
  const discovery: Array<[string, TurnReading]> = [
    ask('What matters most to you?', ['priorities']),
    ask('What worries you about the day?', ['worries']),
    ['That makes total sense.', reading('That makes total sense.', { kind: 'acknowledge' })],
    ask('How many guests?', ['guests']),
  ];
  const options = 'Two capped options: the Pavilion at $22,000 or the Terrace at $19,500, both all-in.';
  const close = 'I can hold October 17 free for a week. Shall I do that?';

  it('a Boss offered two capped, under-budget options and a free hold decides on the spot', () => {
    const results = playTurns(createConversation('boss-venue-bottom-line', { trade: 'venue', seed: 2 }), [
      ...discovery,
      [
        options,
        reading(options, { kind: 'offer', money: [money(22000, '$22,000'), money(19500, '$19,500')] }),
      ],
      [close, reading(close, { kind: 'commitment-ask' })],
    ]);
    const last = results.at(-1)!;
    expect(last.moves).toEqual(['commit']);
    expect(last.events).toContain('next-step-agreed');
    expect(last.reply).toMatch(/hold|sign|deposit|book/i);
  });

  it('an Analyzer agrees on condition it is in writing', () => {
    const quote = 'It comes to $6,200 itemised.';
    const results = playTurns(createConversation('analyzer-photographer-compare', { seed: 2 }), [
      ...discovery,
      [quote, reading(quote, { kind: 'price-quote', money: [money(6200, '$6,200')] })],
      [close, reading(close, { kind: 'commitment-ask' })],
    ]);
    expect(results.at(-1)!.moves).toEqual(['commit']);
    expect(results.at(-1)!.reply).toMatch(/writing|contract|email/i);
  });

  it('a close with no discovery is declined', () => {
    const result = respondToSalesperson(createConversation('boss-venue-bottom-line'), close, {
      reading: reading(close, { kind: 'commitment-ask' }),
    });
    expect(result.moves).toContain('decline');
    expect(result.moves).not.toContain('commit');
  });
});

describe('answers, goodbyes and deflections', () => {
  it('a yes/no question gets yes and then why, in one sentence', () => {
    const text = 'Is the date set?';
    const r = reading(text, { kind: 'yes-no-question', topics: ['date'] });
    const result = respondToSalesperson(createConversation('boss-venue-bottom-line'), text, { reading: r });
    expect(result.moves).toContain('answer-yes');
    expect(result.reply).toMatch(/^(?:Yes|Yep)\b.*October 17/);
  });

  it('a goodbye gets a goodbye and ends the call with one', () => {
    const text = 'Thanks so much, talk soon. Bye!';
    const result = respondToSalesperson(createConversation('dreamer-garden-florals'), text, {
      reading: reading(text, { kind: 'goodbye' }),
    });
    expect(result.moves).toEqual(['goodbye']);
    expect(result.endReason).toBe('goodbye');
    expect(result.state.ended).toBe(true);
    expect(result.reply).toMatch(/bye/i);
  });

  it('personal small talk is deflected at most once per call', () => {
    const results = playTurns(createConversation('boss-venue-bottom-line', { seed: 9 }), [
      ['Do you have any pets?', reading('Do you have any pets?', { kind: 'yes-no-question' })],
      ['What star sign are you?', reading('What star sign are you?', { kind: 'open-question' })],
    ]);
    expect(results.filter((r) => r.moves.includes('deflect'))).toHaveLength(1);
  });

  it('a business question with no fact is an undecided choice, not a deflection', () => {
    const text = 'Which moments must I never miss on the day?';
    const result = respondToSalesperson(createConversation('dreamer-destination'), text, {
      reading: reading(text, { kind: 'open-question' }),
    });
    expect(result.moves).not.toContain('deflect');
  });
});

describe('one truth about who decides and who is on the call', () => {
  it("Emily's mother Linda is on the call and decides with her; no opening has her only listening in", () => {
    const s = createConversation('relater-planning-with-mom');
    const truth = personaTruth(s.persona);
    expect(truth.deciders).toContain('Linda');
    expect(truth.onCall).toContain('Linda');
    for (const o of s.persona.openings) expect(o).not.toMatch(/listening in/i);
  });
});

describe('state', () => {
  it('a version-2 state from before the conversation record restores, upgraded, and continues', () => {
    const { conv: _conv, ...rest } = createConversation('boss-venue-bottom-line');
    const stored = JSON.stringify({ ...rest, version: 2, turn: 3, nextStepAgreed: false });
    const restored = restoreConversation(stored);
    expect(restored.version).toBe(3);
    expect(restored.conv.turn).toBe(3);
    const r = respondToSalesperson(restored, 'When is the wedding?');
    expect(r.reply).toContain('October 17');
    expect(r.state.conv.turn).toBe(4);
  });

  it('the intent describes the moves in plain words', () => {
    const text = 'Does 7 pm work?';
    const r = reading(text, { kind: 'scheduling-question', times: [time('7 pm', 19)] });
    const result = respondToSalesperson(createConversation('boss-venue-bottom-line'), text, { reading: r });
    expect(result.intent).toMatch(/give a time that works/);
  });
});
