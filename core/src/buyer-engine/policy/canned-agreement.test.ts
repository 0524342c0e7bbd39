import { describe, expect, it } from 'vitest';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation } from '../buyer-state.ts';

const UNDERSTOOD = /exactly it|understand me|totally get it|feel heard|precisely the issue|accurate summary/i;

describe('agreement lines react to something the buyer said', () => {
  it('an Analyzer does not answer a brag ("people cry every time") with "That is exactly it."', () => {
    const s = createConversation('analyzer-photographer-compare', { trade: 'videographer', seed: 1 });
    const r = respondToSalesperson(
      s,
      "oh yeah magnolia estate is gorgeous we've shot there like a bunch of times um so honestly our films are " +
        "like the best in the area we use uh cinema cameras and we do a highlight film that's like four to six " +
        'minutes and people cry every time you know',
    );
    expect(r.reply).not.toMatch(UNDERSTOOD);
    expect(r.moves).not.toContain('feel-heard');
  });

  it('a Dreamer told the flowers are always fresh does not say "You really understand me!"', () => {
    const s = createConversation('dreamer-garden-florals', { trade: 'florist', seed: 1 });
    const r = respondToSalesperson(
      s,
      "Great. We've done Rosewood Gardens before, it's a nice venue. Our flowers are always fresh, we get them " +
        'in from the market twice a week.',
    );
    expect(r.reply).not.toMatch(UNDERSTOOD);
  });
});
