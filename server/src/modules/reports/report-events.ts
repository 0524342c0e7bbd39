import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { findAssignmentsFulfilledBy } from '../assignments/index.ts';
import { emitTeamEvent, emitUserEvent, webhookPayload } from '../webhooks/index.ts';

/** The webhook events of a session's report, recorded in the transaction that stores the outcome. */

async function loadSession(tx: Tx, sessionId: string) {
  const [row] = await tx.select().from(sessions).where(eq(sessions.id, sessionId));
  return row;
}

const links = (publicUrl: string, sessionId: string) => ({
  reportUrl: `${publicUrl}/report/${sessionId}`,
  apiUrl: `${publicUrl}/api/sessions/${sessionId}/report`,
});

/**
 * A stored report: `report.ready` to the person's endpoints; for a practice session also
 * `practice.completed`, and `assignment.completed` to their team admins' endpoints for each assignment
 * the session makes done. Returns the new deliveries' ids.
 */
export async function emitReportReady(
  tx: Tx,
  sessionId: string,
  score: number,
  publicUrl: string,
  now: Date,
): Promise<string[]> {
  const session = await loadSession(tx, sessionId);
  if (!session) return [];
  const base = { sessionId, sessionType: session.type, score, ...links(publicUrl, sessionId) };
  const ids = await emitUserEvent(
    tx,
    session.userId,
    webhookPayload('report.ready', sessionId, { ...base, title: session.fileName }, now),
    now,
  );
  if (session.type !== 'practice') return ids;
  const practice = {
    ...base,
    scenarioId: session.scenarioId,
    buyerType: session.buyerType,
    durationSeconds: session.durationSeconds,
  };
  ids.push(
    ...(await emitUserEvent(
      tx,
      session.userId,
      webhookPayload('practice.completed', sessionId, practice, now),
      now,
    )),
  );
  if (!session.scenarioId) return ids;
  const scenarioId = session.scenarioId;
  for (const a of await findAssignmentsFulfilledBy(tx, { ...session, scenarioId }, score)) {
    const data = {
      assignmentId: a.id,
      teamId: a.teamId,
      userId: a.userId,
      scenarioId: a.scenarioId,
      sessionId,
      score,
      targetScore: a.targetScore,
      dueAt: a.dueAt.toISOString(),
      reportUrl: links(publicUrl, sessionId).reportUrl,
      memberUrl: `${publicUrl}/team/members/${a.userId}`,
    };
    ids.push(
      ...(await emitTeamEvent(tx, a.teamId, webhookPayload('assignment.completed', a.id, data, now), now)),
    );
  }
  return ids;
}

/** A session whose report could not be made: `report.failed` with the reason the user sees. */
export async function emitReportFailed(
  tx: Tx,
  sessionId: string,
  reason: string,
  publicUrl: string,
  now: Date,
): Promise<string[]> {
  const session = await loadSession(tx, sessionId);
  if (!session) return [];
  const data = {
    sessionId,
    sessionType: session.type,
    title: session.fileName,
    reason,
    sessionUrl: `${publicUrl}/api/sessions/${sessionId}`,
  };
  return emitUserEvent(tx, session.userId, webhookPayload('report.failed', sessionId, data, now), now);
}
