import { describe, expect, it } from 'vitest';
import { ANALYZER_OTHER } from './conversations-analyzer-other.fixture.ts';
import { ANALYZER_STRONG } from './conversations-analyzer-strong.fixture.ts';
import { BOSS_OTHER } from './conversations-boss-other.fixture.ts';
import { BOSS_STRONG } from './conversations-boss-strong.fixture.ts';
import { DREAMER_OTHER } from './conversations-dreamer-other.fixture.ts';
import { DREAMER_STRONG } from './conversations-dreamer-strong.fixture.ts';
import { RELATER_OTHER } from './conversations-relater-other.fixture.ts';
import { RELATER_STRONG } from './conversations-relater-strong.fixture.ts';
import { contradictions, mentionsAmount, moneyIn } from './reply-facts.ts';
import { asksPrice, repeatedSentences } from './play-conversation.ts';
import { createConversation } from '../buyer-state.ts';

const ALL = [
  ...BOSS_STRONG,
  ...BOSS_OTHER,
  ...ANALYZER_STRONG,
  ...ANALYZER_OTHER,
  ...DREAMER_STRONG,
  ...DREAMER_OTHER,
  ...RELATER_STRONG,
  ...RELATER_OTHER,
];

describe('the whole-conversation set (issue 23)', () => {
  it('has at least 44 conversations over at least six trades, with unique ids', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(44);
    expect(new Set(ALL.map((c) => c.trade)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(ALL.map((c) => c.id)).size).toBe(ALL.length);
  });
});

describe('the checks themselves', () => {
  const emily = createConversation('relater-planning-with-mom', { trade: 'planner', seed: 1 }).persona;

  it('read a budget in any usual form', () => {
    for (const said of ['$3,000', '3,000', '3000', '3k', '$3K', 'three thousand', '3 thousand'])
      expect(mentionsAmount(`Our budget is ${said}.`, '$3,000'), said).toBe(true);
    expect(mentionsAmount('six and a half thousand', '$6,500')).toBe(true);
    expect(mentionsAmount('$13,000', '$3,000')).toBe(false);
    expect(moneyIn('Barn at 28,400 or $24.9k, 8,900 dollars')).toEqual([28400, 24900, 8900]);
  });

  it('find repeated sentences of four words or more, whatever the case and punctuation', () => {
    expect(repeatedSentences(['That works for us. Yes.', 'that works for us! Yes.'])).toEqual([
      'that works for us!',
    ]);
    expect(repeatedSentences(['Okay. Sure.', 'Okay. Sure.'])).toEqual([]);
  });

  it('catch the price asked again, not a question about a deposit', () => {
    expect(asksPrice('Okay. What does it cost?')).toBe(true);
    expect(asksPrice('How much is the deposit?')).toBe(false);
  });

  it("catch a budget, guest count or date that is not the couple's, not a figure corrected", () => {
    expect(contradictions('Mom has set aside $9,000. We have 180 guests on September 6.', emily, [])).toEqual(
      [],
    );
    expect(contradictions("It's September 6, not October 3, and 180 guests, not 120.", emily, [])).toEqual(
      [],
    );
    expect(contradictions('Our budget is $12,000.', emily, [])).toHaveLength(1);
    expect(contradictions("That's $5,500 over our $9,000 budget.", emily, [14500])).toEqual([]);
    expect(contradictions('We have 150 guests.', emily, [])).toHaveLength(1);
    expect(contradictions('The wedding is on June 14.', emily, [])).toHaveLength(1);
  });
});
