import { describe, expect, it } from 'vitest';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation } from '../buyer-state.ts';

const DODGE = /long story|all wedding right now|sweet of you to ask/i;

describe('a budget asked at the end of a spoken run-on is answered', () => {
  it('"… just so i pitch the right package whats the rough budget" gets the budget, not an aside', () => {
    const s = createConversation('dreamer-garden-florals', { trade: 'photographer', seed: 1 });
    const r = respondToSalesperson(
      s,
      'oh sorry i didnt mean to kill the magic ha um four weeks is what we promise so well inside your eight ' +
        'and uh just so i pitch the right package whats the rough budget you and diego have for photos',
    );
    expect(r.reply).toMatch(/\$5,750/);
    expect(r.reply).not.toMatch(DODGE);
  });

  it('"whats" typed without its apostrophe still asks', () => {
    const s = createConversation('dreamer-garden-florals', { trade: 'photographer', seed: 1 });
    const r = respondToSalesperson(s, 'whats the rough budget you and diego have for photos');
    expect(r.reply).toMatch(/\$5,750/);
  });
});

describe('a wedding question cut short by the reader is answered from the question it ends', () => {
  it('"can you tell me a bit about the wedding like the date and where it is" gets the date', () => {
    const s = createConversation('analyzer-photographer-compare', { trade: 'photographer', seed: 1 });
    const r = respondToSalesperson(
      s,
      "hi priya um this is marco from northlight photography happy to answer whatever you've got uh before " +
        'you do can you tell me a bit about the wedding like the date and where it is',
    );
    expect(r.reply).toMatch(/June 14/);
    expect(r.reply).not.toMatch(/personal|not on my list/i);
  });
});
