/** How often a live conversation meters, pings and gives up on silence. */
export interface VoiceTimings {
  /** end the session after this long without user input */
  idleMs: number;
  meterEveryMs: number;
  /** warn when this many seconds of the plan are left */
  warnAtSeconds: number;
  pingEveryMs: number;
  /** the LLM path's budget per turn (LLM_TURN_BUDGET_MS unless set) */
  llmBudgetMs?: number;
}
export const DEFAULT_TIMINGS: VoiceTimings = {
  idleMs: 5 * 60_000,
  meterEveryMs: 5_000,
  warnAtSeconds: 60,
  pingEveryMs: 15_000,
};
/** Some clients lose an event sent in the same tick as the metadata: the opening line waits this long. */
export const OPENING_DELAY_MS = 20;
