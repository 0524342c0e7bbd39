import { and, eq } from 'drizzle-orm';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import type { Queryable } from '../../db/client.ts';
import type { SessionFacts } from '../../lib/domain-events.ts';
import { reports, sessions, uploads, users } from '../../db/schema.ts';

/**
 * A session with what its analysis needs: the uploaded text and the account holder's name. The upload's
 * original bytes stay in the database: up to 10 MB that the analysis never reads.
 */
export async function findAnalysisInput(q: Queryable, sessionId: string, userId?: string) {
  const [row] = await q
    .select({
      session: sessions,
      upload: { fileName: uploads.fileName, extractedText: uploads.extractedText },
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(uploads, eq(uploads.sessionId, sessions.id))
    .where(
      userId ? and(eq(sessions.id, sessionId), eq(sessions.userId, userId)) : eq(sessions.id, sessionId),
    );
  return row;
}

/**
 * Stores (or replaces) the report and marks the session completed, with the call's length
 * (default: the transcript's own).
 */
export async function saveReport(
  q: Queryable,
  sessionId: string,
  report: AnalysisReport,
  now: Date,
  durationSeconds = report.callMetrics.durationSeconds ?? 0,
) {
  await q
    .insert(reports)
    .values({ sessionId, overallScore: report.overallScore, data: report, createdAt: now })
    .onConflictDoUpdate({
      target: reports.sessionId,
      set: { overallScore: report.overallScore, data: report, createdAt: now },
    });
  await q
    .update(sessions)
    .set({ status: 'completed', failureReason: null, durationSeconds: Math.round(durationSeconds) })
    .where(eq(sessions.id, sessionId));
}

export async function markFailed(q: Queryable, sessionId: string, reason: string) {
  await q.update(sessions).set({ status: 'failed', failureReason: reason }).where(eq(sessions.id, sessionId));
}

/** The session a report event tells about, read in the transaction that stores the outcome. */
export async function findSessionFacts(q: Queryable, sessionId: string): Promise<SessionFacts | undefined> {
  const [row] = await q
    .select({
      id: sessions.id,
      userId: sessions.userId,
      type: sessions.type,
      fileName: sessions.fileName,
      scenarioId: sessions.scenarioId,
      buyerType: sessions.buyerType,
      durationSeconds: sessions.durationSeconds,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row;
}
