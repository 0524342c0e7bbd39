import type { AppContext } from '../../context.ts';
import { emitTeamEvent, scheduleWebhookDeliveries, webhookPayload } from '../webhooks/index.ts';
import { findAssignmentsFulfilledBy } from './assignment-fulfilment.ts';

/**
 * A practice session's report completes the assignments it fulfils: `assignment.completed` to the team
 * admins' endpoints for each, recorded in the report's transaction and delivered after commit.
 */
export function subscribeAssignments(ctx: AppContext): void {
  const { publicUrl } = ctx.config;
  ctx.events.subscribe('report.ready', async (tx, { sessionId, session, score }) => {
    if (!session || session.type !== 'practice' || !session.scenarioId) return;
    const now = ctx.now();
    const ids: string[] = [];
    const fulfilled = await findAssignmentsFulfilledBy(
      tx,
      { ...session, scenarioId: session.scenarioId },
      score,
    );
    for (const a of fulfilled) {
      const data = {
        assignmentId: a.id,
        teamId: a.teamId,
        userId: a.userId,
        scenarioId: a.scenarioId,
        sessionId,
        score,
        targetScore: a.targetScore,
        dueAt: a.dueAt.toISOString(),
        reportUrl: `${publicUrl}/report/${sessionId}`,
        memberUrl: `${publicUrl}/team/members/${a.userId}`,
      };
      ids.push(
        ...(await emitTeamEvent(tx, a.teamId, webhookPayload('assignment.completed', a.id, data, now), now)),
      );
    }
    return () => scheduleWebhookDeliveries(ctx.queue, ids);
  });
}
