/**
 * A brand-new account's first arrival (its first password just set): the dashboard welcomes it instead of
 * welcoming it back. Carried as the navigation's state, so a reload or a later sign-in is a return.
 */
export const FIRST_VISIT_STATE = { firstVisit: true } as const;

export function isFirstVisit(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { firstVisit?: unknown }).firstVisit === true
  );
}
