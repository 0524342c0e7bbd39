import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sessions } from '../../db/schema.ts';
import { findSessionFacts } from './report-repository.ts';

/**
 * At a worker's start: every session of this type still 'processing' with no job waiting, retrying or
 * running for it (one committed before its job was queued with it, or whose job died with its failure
 * unrecorded) gets its job again, so no session waits for a report forever. Returns the ids re-queued.
 */
export async function requeueOrphanedReports(
  ctx: AppContext,
  type: 'upload' | 'practice',
  jobName: string,
): Promise<string[]> {
  const processing = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.type, type), eq(sessions.status, 'processing')));
  const requeued: string[] = [];
  for (const { id } of processing) {
    if (await ctx.queue.hasLiveJob(jobName, id)) continue;
    await ctx.queue.send(jobName, { sessionId: id }, { singletonKey: id });
    requeued.push(id);
  }
  if (requeued.length)
    ctx.log.warn({ jobName, sessionIds: requeued }, 're-queued reports left without a job');
  return requeued;
}

/**
 * Every session of this type 'processing' since before `startedBefore` whose job will never run again
 * (its last attempt died with its process, or it ended without settling the session; with several job
 * names, none of them waits, retries or runs) ends 'failed' with
 * `reason`, and `report.failed` is recorded: it no longer holds the plan's quota nor shows as pending.
 * A session settled meanwhile is left as it is. Returns the ids failed.
 */
export async function failAbandonedReports(
  ctx: AppContext,
  type: 'upload' | 'practice',
  jobName: string | readonly string[],
  reason: string,
  startedBefore: Date,
): Promise<string[]> {
  const jobNames = typeof jobName === 'string' ? [jobName] : jobName;
  const processing = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.type, type), eq(sessions.status, 'processing'), lt(sessions.createdAt, startedBefore)),
    );
  const failed: string[] = [];
  for (const { id } of processing) {
    const live = await Promise.all(jobNames.map((name) => ctx.queue.hasLiveJob(name, id)));
    if (live.includes(true)) continue;
    const settled = await ctx.events.transaction(ctx.db, async (tx, record) => {
      const [row] = await tx
        .update(sessions)
        .set({ status: 'failed', failureReason: reason })
        .where(and(eq(sessions.id, id), eq(sessions.status, 'processing')))
        .returning({ id: sessions.id });
      if (!row) return false;
      await record('report.failed', { sessionId: id, session: await findSessionFacts(tx, id), reason });
      return true;
    });
    if (settled) failed.push(id);
  }
  if (failed.length)
    ctx.log.warn({ jobName, sessionIds: failed }, 'failed reports whose job ended without them');
  return failed;
}
