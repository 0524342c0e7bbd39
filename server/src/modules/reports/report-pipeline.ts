import { applyProse, buildProseMessages } from '@ringready/core/analysis/prose-rewrite';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import { TranscriptError } from '@ringready/core/analysis/transcript-error';
import type { AppContext } from '../../context.ts';
import { completeOrFallback } from '../../lib/llm-fallback.ts';
import { gradeOnTeamScorecard } from '../team-scorecards/index.ts';
import type { UserRow } from '../users/index.ts';
import { findSessionFacts, markFailed, saveReport } from './report-repository.ts';

/**
 * The steps every report goes through, whatever it was made from (an uploaded call, a practice
 * conversation): polish the prose, store it and tell the user, or settle a failed attempt.
 */

export const RETRIES_EXHAUSTED = "We couldn't analyse this file. Please try uploading it again.";
/** An LLM rewording slower than this is dropped for the analyzer's own text. */
export const PROSE_TIMEOUT_MS = 20_000;

/** With an LLM configured, reword the report's prose; any error or doubtful answer keeps the deterministic text. */
export async function polishProse(ctx: AppContext, report: AnalysisReport): Promise<AnalysisReport> {
  return completeOrFallback(
    ctx,
    { messages: buildProseMessages(report), json: true, timeoutMs: PROSE_TIMEOUT_MS },
    (answer) => {
      const result = applyProse(report, answer);
      return result.applied ? result.report : undefined;
    },
    report,
    {
      failed: 'LLM prose failed; keeping the analyzer text',
      rejected: 'LLM prose rejected by validation; keeping the analyzer text',
    },
  );
}

/**
 * Stores a finished report (session 'completed') and records `report.ready` in the same transaction. A call of
 * a team member (given its salesperson turns) carries its grading on the team's active scorecard. Its
 * subscribers e-mail the user a link (mail), record the webhook events (webhooks) and the assignments the
 * session completes (assignments), and hand them to their jobs after commit.
 */
export async function completeAnalysis(
  ctx: AppContext,
  sessionId: string,
  user: UserRow,
  subject: string | null,
  analysed: AnalysisReport,
  durationSeconds?: number,
  call?: { salesTurns: readonly string[]; trade?: string | null },
): Promise<void> {
  const report = call ? await withTeamScorecard(ctx, user.id, analysed, call) : analysed;
  await ctx.events.transaction(ctx.db, async (tx, record) => {
    await saveReport(tx, sessionId, report, ctx.now(), durationSeconds);
    const session = await findSessionFacts(tx, sessionId);
    await record('report.ready', { sessionId, session, user, title: subject, score: report.overallScore });
  });
}

/** The report with its grading on the team's active scorecard, when its owner is in a team that has one. */
export async function withTeamScorecard(
  ctx: AppContext,
  userId: string,
  report: AnalysisReport,
  call: { salesTurns: readonly string[]; trade?: string | null },
): Promise<AnalysisReport> {
  const scorecard = await gradeOnTeamScorecard(ctx.db, userId, call.salesTurns, call.trade);
  return scorecard ? { ...report, scorecard } : report;
}

/** Marks the session failed with the reason the user sees, and records `report.failed` (its webhook event). */
async function failReport(ctx: AppContext, sessionId: string, reason: string) {
  await ctx.events.transaction(ctx.db, async (tx, record) => {
    await markFailed(tx, sessionId, reason);
    await record('report.failed', { sessionId, session: await findSessionFacts(tx, sessionId), reason });
  });
}

/**
 * The failure policy of every report job: a transcript that cannot be analysed ends 'failed' with
 * its reason; anything else is retried by the queue, and the last attempt ends 'failed' too, so a
 * session never stays 'processing'.
 */
export async function settleFailedAttempt(
  ctx: AppContext,
  sessionId: string,
  err: unknown,
  lastAttempt: boolean,
) {
  if (err instanceof TranscriptError) return failReport(ctx, sessionId, err.userMessage);
  if (lastAttempt) await failReport(ctx, sessionId, RETRIES_EXHAUSTED);
  throw err;
}
