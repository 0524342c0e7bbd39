/** Query keys shared across features; the default query function GETs key.join('/'). */
export const USER_KEY = ['/api/user'] as const;
export const SESSIONS_KEY = ['/api/sessions'] as const;
/** The caller's session list, a page at a time (under SESSIONS_KEY, so its invalidations reach it). */
export const SESSION_PAGES_KEY = ['/api/sessions', 'pages'] as const;
/** GET /api/sessions/figures: counts, hours and scores over all the caller's sessions. */
export const SESSION_FIGURES_KEY = ['/api/sessions', 'figures'] as const;
export const OFFICE_HOURS_KEY = ['/api/office-hours'] as const;
export const VIDEOS_KEY = ['/api/videos'] as const;
export const SCENARIOS_KEY = ['/api/scenarios'] as const;

export function sessionKey(sessionId: string): readonly string[] {
  return ['/api/sessions', encodeURIComponent(sessionId)];
}

/** A processing session's latest progress notice, kept only in the cache (set by the event stream). */
export function progressKey(sessionId: string): readonly string[] {
  return ['session-progress', sessionId];
}

export function reportKey(sessionId: string): readonly string[] {
  return ['/api/sessions', encodeURIComponent(sessionId), 'report'];
}
export const BILLING_KEY = ['/api/billing'] as const;
