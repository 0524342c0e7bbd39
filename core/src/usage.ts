/** Plan-limit rules shared by the server (enforcement) and the web (display). */
export interface Limits {
  practiceMinutesLimit: number;
  realCallAnalysesLimit: number;
}
export interface Usage {
  /** seconds, as in the spec's currentUsage */
  practiceMinutesUsed: number;
  realCallAnalysesUsed: number;
}

export type LimitCheck = { allowed: true; remaining: number } | { allowed: false; message: string };

export const ANALYSIS_LIMIT_MESSAGE =
  'You have reached your real call analysis limit for this billing period. Upgrade your plan to analyze more calls.';
export const PRACTICE_LIMIT_MESSAGE =
  'You have used all practice minutes of your plan for this billing period. Upgrade your plan to practise more.';
export const NO_SUBSCRIPTION_MESSAGE =
  'You need an active subscription to do this. Choose a plan to continue.';

/** The in-call warning shortly before a plan's practice minutes run out (server and client say the same). */
export function practiceTimeWarning(secondsLeft: number): string {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return `About ${minutes} practice ${minutes === 1 ? 'minute' : 'minutes'} left on your plan.`;
}

export function checkAnalysisAllowed(limits: Limits | null, usage: Usage | null): LimitCheck {
  if (!limits) return { allowed: false, message: NO_SUBSCRIPTION_MESSAGE };
  const used = usage?.realCallAnalysesUsed ?? 0;
  if (used >= limits.realCallAnalysesLimit) return { allowed: false, message: ANALYSIS_LIMIT_MESSAGE };
  return { allowed: true, remaining: limits.realCallAnalysesLimit - used };
}

/** remaining is in seconds; Infinity for unlimited plans. */
export function checkPracticeAllowed(limits: Limits | null, usage: Usage | null): LimitCheck {
  if (!limits) return { allowed: false, message: NO_SUBSCRIPTION_MESSAGE };
  if (limits.practiceMinutesLimit === -1) return { allowed: true, remaining: Number.POSITIVE_INFINITY };
  const remaining = limits.practiceMinutesLimit * 60 - (usage?.practiceMinutesUsed ?? 0);
  if (remaining <= 0) return { allowed: false, message: PRACTICE_LIMIT_MESSAGE };
  return { allowed: true, remaining };
}

/** The monthly billing period, anchored at the subscription start, that contains `now`. */
export function billingPeriod(anchor: Date, now: Date): { start: Date; end: Date } {
  const months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth();
  let start = addMonths(anchor, Math.max(0, months));
  if (start > now) start = addMonths(anchor, Math.max(0, months - 1));
  return { start, end: addMonths(start, 1) };
}

function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** Seconds shown as whole minutes (spec: rounded). */
export function toMinutes(seconds: number): number {
  return Math.round(seconds / 60);
}
