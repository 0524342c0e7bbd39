import { describe, expect, it } from 'vitest';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation } from '../buyer-state.ts';

/** A weak caterer call that pitched first and ignored the Analyzer's contract, fee and cancellation questions. */
const WEAK_CALL = [
  "Hi Daniel! So let me tell you about us, we're Saffron Table Catering, we've done over 400 weddings, " +
    'our plated dinners are amazing and our buffet is the best in town. Most couples go with our Signature package.',
  "Oh don't worry about the contract stuff, it's all standard. The Signature package has three courses, " +
    'a cocktail hour and a late-night snack. People love the short rib.',
  "Sure, sure. So it's usually around 95 a head. Would you want plated or buffet?",
  'How many guests are you expecting?',
  '160, great, we do those all the time. Honestly our food speaks for itself. You should come to one of ' +
    "our tastings, they're really fun.",
  'Do you want to come to the tasting on Saturday at 7 pm, or is earlier better?',
];

describe('a weak call does not earn a yes', () => {
  it('an Analyzer whose questions were ignored gives no commitment to “the tasting on Saturday at 7 pm”', () => {
    for (let seed = 1; seed <= 12; seed++) {
      let s = createConversation('analyzer-venue-contract', { trade: 'caterer', seed });
      const moves: string[] = [];
      for (const text of WEAK_CALL) {
        const result = respondToSalesperson(s, text);
        moves.push(...result.moves);
        s = result.state;
      }
      expect(moves, `seed ${seed}`).not.toContain('commit');
      expect(s.nextStepAgreed, `seed ${seed}`).toBe(false);
    }
  });
});
