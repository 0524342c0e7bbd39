import type { AppContext } from '../../../context.ts';
import { findStaleSessions } from '../practice-repository.ts';
import { abandonExternalPractice, endPractice } from '../practice-service.ts';

/** A live session whose socket has been quiet this long is ended by the server (dropped connection). */
export const DROPPED_AFTER_MS = 90_000;
/** An ElevenLabs call still not ended this long after it started was abandoned (their calls are far shorter). */
export const EXTERNAL_ABANDONED_AFTER_MS = 3 * 60 * 60_000;
const SWEEP_EVERY_MS = 30_000;

/** Ends live sessions whose socket went away without ending them; run by worker processes. */
export function startDroppedSessionSweeper(
  ctx: AppContext,
  everyMs = SWEEP_EVERY_MS,
  graceMs = DROPPED_AFTER_MS,
) {
  const timer = setInterval(() => void sweepStaleSessions(ctx, graceMs), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** One sweep; a session that cannot be ended is logged and does not hold up the others. */
export async function sweepStaleSessions(
  ctx: AppContext,
  graceMs = DROPPED_AFTER_MS,
  externalMaxMs = EXTERNAL_ABANDONED_AFTER_MS,
): Promise<void> {
  let stale: Awaited<ReturnType<typeof findStaleSessions>>;
  try {
    stale = await findStaleSessions(ctx.db, ctx.now(), graceMs, externalMaxMs);
  } catch (err) {
    return ctx.log.error({ err }, 'dropped-session sweep failed');
  }
  for (const s of stale) {
    try {
      if (s.external) await abandonExternalPractice(ctx, s.id);
      else await endPractice(ctx, s.userId, s.id);
    } catch (err) {
      ctx.log.error({ err, sessionId: s.id }, 'could not end a dropped session');
    }
  }
}
