/**
 * The live in-call score out of 10: the practice report's rubric applied to the conversation so far, its
 * overall score divided by 10. It reads 7.5 until the user has spoken with the buyer.
 *
 * While the call runs, an area the conversation cannot have reached yet does not count against the user:
 * an area scoring below 75 is lifted towards 75 by the part of its reach still to come. An area's reach
 * grows with the salesperson's turns, from none at `from` turns to full at `full` turns; the pitch and the
 * close are reached in full as soon as the salesperson has started on them (any of their checks scores).
 * An area the salesperson's own faults have judged (pressure, a brushed-off worry, an ignored question) is
 * reached in full. A score of 75 or more always counts as earned. Once every area is reached, or the call
 * has ended, the live score is the report's overall score / 10.
 */
import { liveScoreColor } from '../score-bands.ts';
import type { AnalysisReport, RubricArea } from '../analysis/types.ts';
import { countSellerTurns, createPrefixJudge } from './prefix-judge.ts';
import type { LiveMessage, PrefixJudge } from './prefix-judge.ts';

export const LIVE_SCORE_START = 7.5;

export interface AreaReach {
  /** salesperson turns before which the area does not count against the user */
  from: number;
  /** salesperson turns from which it counts in full */
  full: number;
  /** counts in full once the salesperson has started on it */
  onceStarted?: boolean;
}

/** By rubric area id. */
export const AREA_REACH: Readonly<Record<string, AreaReach>> = {
  rapport: { from: 0, full: 2 },
  listening: { from: 0, full: 4 },
  discovery: { from: 0, full: 8 },
  adaptation: { from: 0, full: 10 },
  value: { from: 6, full: 16, onceStarted: true },
  close: { from: 6, full: 14, onceStarted: true },
};
/** The reach of an area not listed above. */
export const DEFAULT_REACH: AreaReach = { from: 0, full: 16 };

export interface LiveScore {
  score: number;
  color: 'green' | 'yellow' | 'red';
}

export interface LiveScoreOptions {
  /** the call is over: every area counts in full, as in the report */
  ended?: boolean;
}

function liveScore(outOf100: number): LiveScore {
  const score = Math.max(0, Math.min(100, Math.round(outOf100))) / 10;
  return { score, color: liveScoreColor(score) };
}

/** How far the conversation has come towards judging an area in full, 0..1. */
export function areaReach(area: RubricArea, sellerTurns: number, options: LiveScoreOptions = {}): number {
  const reach = AREA_REACH[area.id] ?? DEFAULT_REACH;
  if (options.ended) return 1;
  if (reach.onceStarted && area.checks.some((c) => c.weight > 0 && c.score > 0)) return 1;
  return Math.max(0, Math.min(1, (sellerTurns - reach.from) / Math.max(1, reach.full - reach.from)));
}

/**
 * The areas the salesperson's own faults have already judged: the benefit of the doubt is for what has not
 * happened yet, and a pressure tactic or a brushed-off worry has happened. Pressure judges the close and the
 * adapting to the buyer; a worry brushed off or a question left unanswered judges listening, handling
 * objections and adapting.
 */
export function faultedAreas(report: AnalysisReport): Set<string> {
  const f = report.findings;
  const out = new Set<string>();
  if (!f) return out;
  if (f.pressure.length > 0) for (const id of ['close', 'adaptation']) out.add(id);
  if (f.concerns.some((c) => c.status === 'brushed-off') || f.unansweredQuestions.length > 0)
    for (const id of ['listening', 'value', 'adaptation']) out.add(id);
  return out;
}

/** The live score from the report of the conversation so far (null: nothing to judge yet). */
export function liveScoreFromReport(
  report: AnalysisReport | null,
  sellerTurns: number,
  options: LiveScoreOptions = {},
): LiveScore {
  if (!report || sellerTurns === 0) return liveScore(LIVE_SCORE_START * 10);
  const start = LIVE_SCORE_START * 10;
  const faulted = faultedAreas(report);
  let weights = 0;
  let lift = 0;
  for (const area of report.rubric) {
    weights += area.weight;
    const reach = faulted.has(area.id) ? 1 : areaReach(area, sellerTurns, options);
    if (area.score < start) lift += area.weight * (1 - reach) * (start - area.score);
  }
  return liveScore(report.overallScore + (weights > 0 ? lift / weights : 0));
}

/** The live score of a conversation (pass a judge to share its reports with the phase and talk alert). */
export function computeLiveScore(
  messages: readonly LiveMessage[],
  options: LiveScoreOptions = {},
  judge: PrefixJudge = createPrefixJudge(messages),
): LiveScore {
  return liveScoreFromReport(judge.reportAfter(messages.length), countSellerTurns(messages), options);
}
