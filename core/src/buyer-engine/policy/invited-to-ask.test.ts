import { describe, expect, it } from 'vitest';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation } from '../buyer-state.ts';

describe('invited to ask, the buyer asks one of its own questions', () => {
  const cases: Array<[string, string, string]> = [
    ['analyzer-photographer-compare', 'photographer', 'go ahead what are your questions'],
    ['analyzer-photographer-compare', 'photographer', 'What questions do you have for me?'],
    ['dreamer-garden-florals', 'florist', 'So, what would you like to ask me?'],
  ];
  for (const [scenario, trade, say] of cases)
    it(`${scenario}: "${say}"`, () => {
      const s = createConversation(scenario, { trade: trade as never, seed: 1 });
      const r = respondToSalesperson(s, say);
      expect(r.moves).toContain('ask-own');
      expect(s.persona.nudges).toContain(r.reply);
    });
});
