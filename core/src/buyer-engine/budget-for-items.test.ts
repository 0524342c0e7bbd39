import { describe, expect, it } from 'vitest';
import { respondToSalesperson } from './buyer-engine.ts';
import { createConversation } from './buyer-state.ts';

describe('a budget asked for the trade’s own items', () => {
  it.each([
    "what's the total budget for catering and bar",
    'um so what budget have you got for the food and the bar',
  ])('is answered with the budget, not the item: %s', (question) => {
    const start = createConversation('boss-short-notice', { seed: 3, trade: 'caterer' });
    const budget = start.persona.facts.budget.value;
    const r = respondToSalesperson(start, question);
    expect(r.reply).toContain(budget);
    expect(r.reply).not.toMatch(/open bar/i);
  });
});
