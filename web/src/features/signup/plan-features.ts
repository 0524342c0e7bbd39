import type { Plan } from '@ringready/core/plans';

/** Features every plan lists (shown once for all plans instead of on each card). */
export function sharedFeatures(plans: readonly Plan[]): Set<string> {
  const [first, ...rest] = plans;
  if (!first) return new Set();
  return new Set(first.features.filter((f) => rest.every((p) => p.features.includes(f))));
}

/** The features that set a plan apart. */
export function distinctFeatures(plan: Plan, shared: Set<string>): string[] {
  return plan.features.filter((f) => !shared.has(f));
}
