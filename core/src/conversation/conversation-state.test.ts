import { describe, expect, it } from 'vitest';
import { money, reading } from '../buyer-engine/policy/reading-fixture.ts';
import {
  emptyRecord,
  foldBuyerTurn,
  foldExchange,
  foldSalesTurn,
  pressureCount,
  wasAnswered,
  weighPrice,
  wrongFacts,
  type BuyerTruth,
} from './conversation-state.ts';

const truth: BuyerTruth = {
  budget: 6500,
  guests: 180,
  month: 9,
  day: 6,
  venue: 'Harbor View Hotel',
  deciders: ['Emily', 'Ryan', 'Linda'],
  onCall: ['Emily', 'Linda'],
};

describe('the conversation record', () => {
  it('keeps a recap’s facts with who said them, and which are wrong against the buyer’s', () => {
    const r = foldSalesTurn(
      emptyRecord(),
      reading('So June 14 for 120 guests at the Harbor View?', {
        kind: 'confirmation',
        facts: { date: { text: 'June 14', month: 6, day: 14 }, guests: 120, venue: 'the Harbor View' },
      }),
      truth,
    );
    expect(r.turn).toBe(1);
    expect(r.facts.map((f) => [f.key, f.by, f.correct])).toEqual([
      ['date', 'salesperson', false],
      ['guests', 'salesperson', false],
      ['venue', 'salesperson', true],
    ]);
    expect(wrongFacts(r).map((f) => f.truth)).toEqual(['September 6', '180']);
  });

  it('weighs prices against the budget by the top of a range', () => {
    expect(weighPrice(money(4500, '4,500 to 6,000', 6000), 6500)).toEqual({ ratio: 6000 / 6500, gap: 0 });
    const r = foldSalesTurn(
      emptyRecord(),
      reading('That is $8,900.', { kind: 'price-quote', money: [money(8900, '$8,900')] }),
      truth,
    );
    expect(r.prices[0]).toMatchObject({ gap: 2400, turn: 1 });
  });

  it('marks the buyer’s price question answered once a price is quoted, never before', () => {
    let r = foldExchange(emptyRecord(), reading('Hi!', { kind: 'greeting' }), {
      text: "What's the price?",
      moves: ['ask-own'],
      questions: [{ topic: 'price', text: "What's the price?" }],
    });
    expect(wasAnswered(r, 'price')).toBe(false);
    r = foldSalesTurn(r, reading('It is $5,000.', { kind: 'price-quote', money: [money(5000)] }), truth);
    expect(wasAnswered(r, 'price')).toBe(true);
    expect(r.buyerQuestions[0]!.answered).toBe(true);
  });

  it('counts pressure per turn, keeps its kind and quote, and records the commitment refused', () => {
    const text = 'Another couple wants it. Yes or no?';
    let r = foldSalesTurn(
      emptyRecord(),
      reading(
        text,
        { kind: 'pressure', pressure: 'scarcity' },
        { kind: 'pressure', pressure: 'ultimatum' },
        {
          kind: 'commitment-ask',
        },
      ),
    );
    r = foldBuyerTurn(r, { text: 'Please do not push me.', moves: ['push-back'] });
    expect(pressureCount(r)).toBe(1);
    expect(r.pressure.map((p) => p.kind)).toEqual(['scarcity', 'ultimatum']);
    expect(r.commitments[0]!.outcome).toBe('refused');
  });

  it('follows a concern from raised to brushed off to answered, and a commitment given', () => {
    let r = foldExchange(emptyRecord(), reading('What worries you?', { kind: 'open-question' }), {
      text: 'The price.',
      moves: ['raise-concern'],
      concernRaised: 'price',
    });
    r = foldSalesTurn(r, reading("Don't worry about it.", { kind: 'brush-off' }));
    expect(r.concerns[0]!.status).toBe('brushed-off');
    r = foldBuyerTurn(r, { text: 'Okay.', moves: ['accept-answer'], concernAnswered: 'price' });
    expect(r.concerns[0]!.status).toBe('answered');
    r = foldExchange(r, reading('Shall I hold the date?', { kind: 'commitment-ask' }), {
      text: 'Yes.',
      moves: ['commit'],
    });
    expect(r.committed).toBe(true);
    expect(r.commitments[0]!.outcome).toBe('given');
  });

  it('is plain JSON and does not change the record it folds', () => {
    const before = emptyRecord();
    const after = foldSalesTurn(before, reading('Bye!', { kind: 'goodbye' }));
    expect(before.goodbyes).toEqual([]);
    expect(JSON.parse(JSON.stringify(after))).toEqual(after);
    expect(after.goodbyes).toEqual([{ by: 'salesperson', turn: 1 }]);
  });
});
