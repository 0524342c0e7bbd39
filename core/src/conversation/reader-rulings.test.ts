import { describe, expect, it } from 'vitest';
import { readTurn } from './read-turn.ts';
import type { ActKind } from './reading-types.ts';
import { checksIdentity, demandsDecision } from './step-asks.ts';

const kinds = (text: string): ActKind[] => readTurn(text).acts.map((a) => a.kind);
const kindSet = (text: string): ActKind[] => [...new Set(kinds(text))].sort();

describe('reader rulings: a time for a meeting', () => {
  it.each([
    'Which morning works for your trial?',
    "When's good for a call with both of you?",
    'Does Saturday at 11 work for your first fitting?',
  ])('reads a time asked of the buyer as a scheduling question, whatever the meeting: %s', (text) => {
    expect(kinds(text)).toEqual(['scheduling-question']);
  });

  it('reads a request to tell about a dated plan as an open question, not a recap', () => {
    expect(kinds('Tell me about the dinner you have in mind for October 17.')).toEqual(['open-question']);
  });

  it('reads a step proposed at a time the seller names as a commitment ask', () => {
    expect(kinds('Can we book the tour for Saturday at 11?')).toContain('commitment-ask');
  });
});

describe('reader rulings: ultimatums', () => {
  it.each(['Will Sam be on the call with you at 7, yes or no?', 'does that make sense, yes or no?'])(
    'reads "yes or no" tagged onto an ordinary question as no demand for the booking: %s',
    (text) => {
      expect(kinds(text)).not.toContain('commitment-ask');
    },
  );

  it.each(['so yes or no on the date', 'Are you booking or not?', 'Do you want the tour or not?'])(
    'reads a demand for the booking decision as a commitment ask and pressure, no question: %s',
    (text) => {
      expect(kindSet(text)).toEqual(['commitment-ask', 'pressure']);
    },
  );

  it('reads a push that asks for nothing as pressure only', () => {
    expect(kinds('I need an answer now.')).toEqual(['pressure']);
  });

  it('reads "or not?" about a fact as a plain question', () => {
    expect(demandsDecision('is the date flexible or not?')).toBe(false);
    expect(kinds('Is the date flexible or not?')).toEqual(['yes-no-question']);
  });

  it('asks for the commitment once when "yes or no?" follows the ask', () => {
    expect(kinds('So can we book it? Yes or no?').filter((k) => k === 'commitment-ask')).toHaveLength(1);
  });
});

describe('reader rulings: prices put as questions', () => {
  it('reads prices named as the options of a choice as a quote and an either-or', () => {
    expect(kindSet('Barn at 28,400 or Pavilion at 24,900?')).toEqual(['either-or-question', 'price-quote']);
  });

  it('reads an amount asked about as the buyer budget as no quote', () => {
    expect(kinds('Is 20,000 your budget?')).toEqual(['yes-no-question']);
  });
});

describe('reader rulings: opening formulas', () => {
  it('reads a name checked as the call opens as part of the greeting', () => {
    expect(kinds("Hello, is this Jordan? It's Theo from Reel Moments.")).toEqual(['greeting']);
    expect(kinds('hello um this is tasha from glow artistry is this caroline')).toEqual(['greeting']);
  });

  it('keeps a real question that starts "is this …"', () => {
    expect(checksIdentity('Is this your mum with you?')).toBe(false);
    expect(kinds('Oh congratulations! Is this your mum with you?')).toContain('yes-no-question');
  });
});
