import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { SESSION_EVENTS_CHANNEL, type SessionProgress } from './session-events-hub.ts';

/**
 * Announces how far a 'processing' session's work is on the channel its status changes go on, so every
 * process's event stream passes it to the owner's browsers (`event: session` with `progress`).
 */
export async function notifySessionProgress(
  q: Queryable,
  event: { userId: string; sessionId: string; progress: SessionProgress },
): Promise<void> {
  const payload = JSON.stringify({ ...event, status: 'processing' });
  await q.execute(sql`select pg_notify(${SESSION_EVENTS_CHANNEL}, ${payload})`);
}
