/**
 * Scores the live coaching rules on coaching moments: how often the first hint is the one a good coach
 * gives (or a fair alternative), and how often a hint that contradicts the moment is shown at all.
 */
import type { CoachingMoment, MomentKind } from './coaching-moment-types.ts';
import type { CoachingSuggestion } from './suggestion-list.ts';
import { suggestCoaching } from './suggestions.ts';

/** Type names of the rules before the moment kinds existed, read as the kind they stood for. */
const EARLIER_TYPES: Record<string, MomentKind> = {
  objection: 'stall',
  value: 'price',
  closing: 'next-step',
  competition: 'competition',
};

export function kindOf(s: CoachingSuggestion): string {
  if (s.type === 'question') return s.title === 'Explore that worry' ? 'worry' : 'open-question';
  return EARLIER_TYPES[s.type] ?? s.type;
}

export function suggestForMoment(m: CoachingMoment): CoachingSuggestion[] {
  return suggestCoaching({
    buyerType: m.buyerType,
    messageCount: m.messageCount,
    recentMessages: m.lines.map(([who, text]) => ({ text, isUser: who === 'S' })),
    conversationContext: m.lines
      .map(([who, text]) => `${who === 'S' ? 'Salesperson' : 'Prospect'}: ${text}`)
      .join('\n'),
  });
}

export interface MomentResult {
  id: string;
  expect: MomentKind;
  got: string[];
  topOk: boolean;
  /** the expected hint is somewhere in the list */
  shown: boolean;
  wrongShown: string[];
}

export interface MomentScore {
  total: number;
  topCorrect: number;
  withWrongHint: number;
  expectedShown: number;
  results: MomentResult[];
}

export function scoreMoments(moments: readonly CoachingMoment[]): MomentScore {
  const results = moments.map((m): MomentResult => {
    const got = suggestForMoment(m).map(kindOf);
    const top = got[0] ?? 'none';
    const ok = [m.expect, ...(m.alsoOk ?? [])] as string[];
    return {
      id: m.id,
      expect: m.expect,
      got,
      topOk: ok.includes(top),
      shown: got.includes(m.expect),
      wrongShown: got.filter((k) => (m.wrong as string[]).includes(k)),
    };
  });
  return {
    total: results.length,
    topCorrect: results.filter((r) => r.topOk).length,
    withWrongHint: results.filter((r) => r.wrongShown.length > 0).length,
    expectedShown: results.filter((r) => r.shown).length,
    results,
  };
}

/** One line per moment that missed, for the test log. */
export function describeMisses(score: MomentScore): string {
  return score.results
    .filter((r) => !r.topOk || r.wrongShown.length)
    .map((r) => {
      const wrong = r.wrongShown.length ? ` wrong: ${r.wrongShown.join(',')}` : '';
      return `${r.id}: want ${r.expect}, got [${r.got.join(', ')}]${wrong}`;
    })
    .join('\n');
}
