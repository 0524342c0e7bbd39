import { describe, expect, it } from 'vitest';
import { respondToSalesperson } from './buyer-engine.ts';
import { createConversation } from './buyer-state.ts';

describe('a couple shopping for another trade names its booked venue', () => {
  it('Marcus, calling a caterer, answers "which venue?" with The Foundry, not a venue-shopping wish', () => {
    const s = createConversation('boss-venue-bottom-line', { trade: 'caterer', seed: 1 });
    const r = respondToSalesperson(s, 'Which venue are you at?');
    expect(r.reply).toMatch(/The Foundry/);
    expect(r.reply).not.toMatch(/one place|no shuttles/i);
  });

  it('the venue-shopping wish stays when the venue is what is sold', () => {
    const s = createConversation('boss-venue-bottom-line', { trade: 'venue', seed: 1 });
    expect(s.persona.facts.venue.lines.join(' ')).toMatch(/one place/i);
  });
});
