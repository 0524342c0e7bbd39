/**
 * The whole conversations the buyer does not hold yet: each fails at least one of its checks today. Their tests
 * are expected to fail, and a conversation that starts passing fails its test until it is taken off this list,
 * so the list only shrinks and every gap stays visible by name.
 */
import { expect, it } from 'vitest';
import type { Conversation } from './play-conversation.ts';
import { failedChecks } from './script-checks.ts';

export const KNOWN_GAPS: ReadonlySet<string> = new Set([
  'analyzer-caterer-strong',
  'analyzer-dj-strong-spoken',
  'analyzer-planner-pushy-spoken',
  'boss-caterer-pushy-spoken',
  'boss-dj-strong-spoken',
  'boss-hair-makeup-weak-spoken',
  'boss-photographer-weak',
  'dreamer-attire-strong-spoken',
  'dreamer-planner-weak-spoken',
  'dreamer-venue-pushy',
  'dreamer-venue-pushy-spoken',
  'relater-caterer-pushy-spoken',
  'relater-dj-strong-spoken',
  'relater-photographer-strong',
]);

/** One test per conversation: its checks all pass, or, for a known gap, at least one still fails. */
export function itHoldsEach(conversations: readonly Conversation[]): void {
  for (const c of conversations) {
    const test = KNOWN_GAPS.has(c.id) ? it.fails : it;
    test(c.id, () => {
      expect(failedChecks(c)).toEqual([]);
    });
  }
}
