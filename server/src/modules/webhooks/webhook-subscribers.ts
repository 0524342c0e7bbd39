import type { AppContext } from '../../context.ts';
import { emitTeamEvent, emitUserEvent, webhookPayload } from './webhook-events.ts';
import { scheduleWebhookDeliveries } from './webhook-worker.ts';

/** A report's links, as every report event carries them. */
const reportLinks = (publicUrl: string, sessionId: string) => ({
  reportUrl: `${publicUrl}/report/${sessionId}`,
  apiUrl: `${publicUrl}/api/sessions/${sessionId}/report`,
});

/**
 * The webhook events domain events set off, recorded in the event's transaction and handed to the delivery
 * job after commit: the person's report events (`report.ready` and, for a practice session,
 * `practice.completed`, or `report.failed`) and the team admins' `team.member_joined`.
 */
export function subscribeWebhooks(ctx: AppContext): void {
  const { publicUrl } = ctx.config;
  ctx.events.subscribe('report.ready', async (tx, { sessionId, session, score }) => {
    if (!session) return;
    const now = ctx.now();
    const base = { sessionId, sessionType: session.type, score, ...reportLinks(publicUrl, sessionId) };
    const ready = { ...base, title: session.fileName };
    const ids = await emitUserEvent(
      tx,
      session.userId,
      webhookPayload('report.ready', sessionId, ready, now),
      now,
    );
    if (session.type === 'practice') {
      const practice = {
        ...base,
        scenarioId: session.scenarioId,
        buyerType: session.buyerType,
        durationSeconds: session.durationSeconds,
      };
      const payload = webhookPayload('practice.completed', sessionId, practice, now);
      ids.push(...(await emitUserEvent(tx, session.userId, payload, now)));
    }
    return () => scheduleWebhookDeliveries(ctx.queue, ids);
  });

  ctx.events.subscribe('report.failed', async (tx, { sessionId, session, reason }) => {
    if (!session) return;
    const now = ctx.now();
    const data = {
      sessionId,
      sessionType: session.type,
      title: session.fileName,
      reason,
      sessionUrl: `${publicUrl}/api/sessions/${sessionId}`,
    };
    const ids = await emitUserEvent(
      tx,
      session.userId,
      webhookPayload('report.failed', sessionId, data, now),
      now,
    );
    return () => scheduleWebhookDeliveries(ctx.queue, ids);
  });

  ctx.events.subscribe('team.member-joined', async (tx, { invitationId, teamId, member }) => {
    const now = member.joinedAt;
    const joined = { teamId, ...member, joinedAt: now.toISOString() };
    const payload = webhookPayload('team.member_joined', invitationId, joined, now);
    const ids = await emitTeamEvent(tx, teamId, payload, now);
    return () => scheduleWebhookDeliveries(ctx.queue, ids);
  });
}
