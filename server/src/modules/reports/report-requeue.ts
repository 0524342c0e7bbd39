import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sessions } from '../../db/schema.ts';

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
