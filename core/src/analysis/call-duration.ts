/**
 * How long a call lasted, for the session's duration. In order of trust:
 *   1. measured: the span of the transcript's own timestamps (first utterance to the end of the last);
 *   2. stated: a length the transcript's text states — a labelled line anywhere ("Duration: 32:10",
 *      "**Call length:** 24 minutes", "Length - 1h 5m") or a phrase in its first lines, where a title or
 *      header sits ("Notes from a 45-minute call", "2 hour consultation");
 *   3. estimated: the word count at a normal conversational speaking rate of 150 words per minute.
 * A stated length outside 1 second to 12 hours is ignored. Pure, no I/O.
 */

export type CallDurationSource = 'timestamps' | 'stated' | 'estimate';

export interface CallDuration {
  seconds: number;
  source: CallDurationSource;
}

export interface CallDurationInput {
  /** the whole transcript text */
  text: string;
  /** the span of the transcript's timestamps in seconds, or null without timestamps */
  timedSeconds: number | null;
  /** words spoken in the call */
  totalWords: number;
}

export const SPEAKING_WORDS_PER_MINUTE = 150;
export const MAX_STATED_SECONDS = 12 * 3600;
/** how many non-empty lines at the top count as the header for the "45-minute call" phrase */
export const HEADER_LINES = 6;

const UNIT_SECONDS: Array<[RegExp, number]> = [
  [/^h(?:ours?|rs?)?$/i, 3600],
  [/^m(?:in(?:ute)?s?)?$/i, 60],
  [/^s(?:ec(?:ond)?s?)?$/i, 1],
];

function unitSeconds(unit: string): number | null {
  for (const [pattern, seconds] of UNIT_SECONDS) if (pattern.test(unit)) return seconds;
  return null;
}

/** '32:10' → 1930 (minutes:seconds), '1:02:03' → 3723 (hours:minutes:seconds). */
function clockSeconds(raw: string): number | null {
  const parts = raw.split(':').map(Number);
  if (parts.some((p) => !Number.isFinite(p)) || parts.slice(1).some((p) => p >= 60)) return null;
  if (parts.length === 2) return parts[0]! * 60 + parts[1]!;
  if (parts.length === 3) return parts[0]! * 3600 + parts[1]! * 60 + parts[2]!;
  return null;
}

const AMOUNT_WITH_UNIT = /(\d+(?:\.\d+)?)\s*-?\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b/gi;

/** '1h 5m', '45 minutes', '1 hour 30 mins' → seconds; null when no amount has a unit. */
function amountSeconds(raw: string): number | null {
  let total = 0;
  let found = false;
  for (const m of raw.matchAll(AMOUNT_WITH_UNIT)) {
    const unit = unitSeconds(m[2]!);
    if (unit === null) continue;
    total += Number(m[1]) * unit;
    found = true;
  }
  return found ? total : null;
}

const LABELLED = new RegExp(
  String.raw`^[\s#>*_-]*(?:call\s+)?(?:duration|length)[\s*_]*[:=–-][\s*_]*(\d{1,2}:\d{2}(?::\d{2})?` +
    String.raw`|[\d.]+\s*-?\s*[a-z]+(?:[\s,]+(?:and\s+)?[\d.]+\s*-?\s*[a-z]+){0,2})`,
  'im',
);

const PHRASE = new RegExp(
  String.raw`\b(\d+(?:\.\d+)?)[\s-]*(hours?|hrs?|minutes?|mins?)\b[\s-]+(?:long\s+)?(?:phone\s+|video\s+` +
    String.raw`|zoom\s+|sales\s+|discovery\s+|intro(?:ductory)?\s+)?(?:call|conversation|consultation|consult` +
    String.raw`|meeting|session|chat)\b`,
  'i',
);

function plausible(seconds: number | null): number | null {
  return seconds !== null && seconds >= 1 && seconds <= MAX_STATED_SECONDS ? Math.round(seconds) : null;
}

/** The call length the text states, in seconds, or null. */
export function statedCallSeconds(text: string): number | null {
  const labelled = LABELLED.exec(text);
  if (labelled) {
    const value = labelled[1]!;
    const seconds = plausible(value.includes(':') ? clockSeconds(value) : amountSeconds(value));
    if (seconds !== null) return seconds;
  }
  const header = text
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, HEADER_LINES)
    .join('\n');
  const phrase = PHRASE.exec(header);
  if (!phrase) return null;
  return plausible(Number(phrase[1]) * (unitSeconds(phrase[2]!) ?? 0));
}

/** Seconds it takes to say this many words at a normal speaking rate. */
export function estimatedSpeakingSeconds(totalWords: number): number {
  if (!Number.isFinite(totalWords) || totalWords <= 0) return 0;
  return Math.max(1, Math.round((totalWords / SPEAKING_WORDS_PER_MINUTE) * 60));
}

export function callDuration({ text, timedSeconds, totalWords }: CallDurationInput): CallDuration {
  if (timedSeconds !== null && Number.isFinite(timedSeconds) && timedSeconds > 0)
    return { seconds: Math.round(timedSeconds), source: 'timestamps' };
  const stated = statedCallSeconds(text);
  if (stated !== null) return { seconds: stated, source: 'stated' };
  return { seconds: estimatedSpeakingSeconds(totalWords), source: 'estimate' };
}
