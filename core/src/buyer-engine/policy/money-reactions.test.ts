import { describe, expect, it } from 'vitest';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation } from '../buyer-state.ts';

describe('money: the buyer weighs prices, never its own budget against itself', () => {
  it('a recap of the Relater’s own $9,000 is confirmed, not weighed as a price', () => {
    const s = createConversation('relater-planning-with-mom', { trade: 'planner', seed: 1 });
    const text =
      'Of course. Let me recap so you can talk it through: September 6, ceremony at 3 p.m. then ' +
      'dinner and dancing, about 180 guests from two big families, $9,000 for planning, and the ' +
      "most important thing is a planner who doesn't push and makes you both comfortable. Have I " +
      'got that right?';
    const result = respondToSalesperson(s, text);
    expect(result.reply).not.toMatch(/\$9,000 (?:is within|fits)|within the \$9,000/i);
  });

  it('“$7,800 — inside your $9,000” is weighed as $7,800', () => {
    const s = createConversation('relater-planning-with-mom', { trade: 'planner', seed: 1 });
    const text =
      "For 180 guests I'd recommend our full-planning package. That's $7,800 — inside your " +
      '$9,000, with room for a rehearsal. How does that sound?';
    const result = respondToSalesperson(s, text);
    expect(result.reply).not.toMatch(/\$9,000\?|\$9,000 (?:is within|fits)/);
  });

  it('a recap of the seller’s $6,900 quote is not “corrected” to the $7,500 budget', () => {
    const s = createConversation('boss-short-notice', { trade: 'venue', seed: 1 });
    const text =
      'So to recap: August 9, 90 guests, ceremony and reception both on site with no shuttles, ' +
      "rain plan in the hall, $6,900 all in against your $7,500 ceiling. Anything I've missed or " +
      'anything still worrying you?';
    const result = respondToSalesperson(s, text);
    expect(result.reply).not.toMatch(/not \$6,900/);
  });

  it('95 a head is weighed for the guests, never against the total directly', () => {
    const s = createConversation('analyzer-venue-contract', { trade: 'caterer', seed: 1 });
    const text = 'Sure, sure. So it’s usually around 95 a head. Would you want plated or buffet?';
    const result = respondToSalesperson(s, text);
    expect(result.reply).not.toMatch(/\$?95 is (?:under|within)|not 95/);
  });

  it('an overtime rate of $200 an hour is not weighed against the $2,200 budget', () => {
    const s = createConversation('analyzer-photographer-compare', { trade: 'dj', seed: 1 });
    const text =
      'No fees on top — the price includes travel to Magnolia Estate, setup, and tax; the only ' +
      'extra would be if the reception runs over, at $200 an hour, and only if you ask for it on ' +
      'the night.';
    const result = respondToSalesperson(s, text);
    expect(result.reply).not.toMatch(/\$200 .*(?:inside|under|within)/);
  });

  it('a price equal to the budget is “at” it, never “under” it', () => {
    const s = createConversation('analyzer-photographer-compare', { trade: 'dj', seed: 1 });
    const text = 'If budget is firm, the 4-hour at $2,200 works if speeches are kept tight.';
    const result = respondToSalesperson(s, text);
    expect(result.reply).not.toMatch(/\$2,200 is under the \$2,200/);
  });
});
