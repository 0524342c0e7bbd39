/** The arithmetic behind the team figures and statistics: pure, so each rule is tested on its own. */
import { findBuyerType } from '@ringready/core/buyer-types';

/** A skill area at or above this average (percent) is a strength; below it, it needs work. */
export const STRENGTH_THRESHOLD = 70;
/** How many strengths and how many areas that need work a member shows. */
export const SKILLS_SHOWN = 3;

/** The mean rounded to a whole number; null without any value. */
export function roundedMean(sum: number, count: number): number | null {
  return count > 0 ? Math.round(sum / count) : null;
}

/** A part of a whole in whole percent; null when the whole is empty. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

/**
 * The percent change of the later mean over the earlier one, rounded; null when either is missing or
 * the earlier mean is 0 (no change can be expressed against nothing).
 */
export function improvementRate(earlier: number | null, later: number | null): number | null {
  if (earlier === null || later === null || earlier === 0) return null;
  return Math.round(((later - earlier) / earlier) * 100);
}

/** Points gained against the previous value (both rounded first, as shown); null when either is missing. */
export function pointsChange(current: number | null, previous: number | null): number | null {
  return current === null || previous === null ? null : Math.round(current) - Math.round(previous);
}

/**
 * Strengths: the strongest areas at or above the threshold, strongest first. Needs work: the weakest
 * areas below it, weakest first. Ties go by name, so the order is stable.
 */
export function splitSkills(skills: Array<{ skill: string; percent: number }>): {
  strengths: string[];
  needsWork: string[];
} {
  const byName = (a: { skill: string }, b: { skill: string }) => a.skill.localeCompare(b.skill);
  const strengths = skills
    .filter((s) => s.percent >= STRENGTH_THRESHOLD)
    .sort((a, b) => b.percent - a.percent || byName(a, b));
  const needsWork = skills
    .filter((s) => s.percent < STRENGTH_THRESHOLD)
    .sort((a, b) => a.percent - b.percent || byName(a, b));
  return {
    strengths: strengths.slice(0, SKILLS_SHOWN).map((s) => s.skill),
    needsWork: needsWork.slice(0, SKILLS_SHOWN).map((s) => s.skill),
  };
}

/**
 * The buyer type practised most, by its name: most sessions first, then the one practised most recently,
 * then by id. Unknown buyer types are ignored.
 */
export function favouriteBuyer(counts: Array<{ buyerType: string; sessions: number; latest: number }>) {
  const known = counts.filter((c) => findBuyerType(c.buyerType));
  known.sort(
    (a, b) => b.sessions - a.sessions || b.latest - a.latest || a.buyerType.localeCompare(b.buyerType),
  );
  return known[0] ? findBuyerType(known[0].buyerType)!.name : null;
}

/** The first instant of the UTC calendar month `offset` months from the one `now` is in. */
export function monthStart(now: Date, offset = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/** 'YYYY-MM' of a UTC month start. */
export function monthKey(start: Date): string {
  return start.toISOString().slice(0, 7);
}
