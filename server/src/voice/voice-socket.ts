import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { AppContext } from '../context.ts';
import { getOrCreateSecret } from '../lib/app-secrets.ts';
import { abandonExternalPractice, endPractice, VOICE_SECRET } from './practice-service.ts';
import { VOICE_PATH, verifyVoiceUrl } from './signed-url.ts';
import type { SpeechEngine } from './speech/speech-ports.ts';
import { DEFAULT_TIMINGS, VoiceConversation, type VoiceTimings } from './voice-conversation.ts';
import { findStaleSessions, loadLiveSession } from './voice-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    voiceGrant?: { sessionId: string; userId: string };
  }
}

/** A live session whose socket has been quiet this long is ended by the server (dropped connection). */
export const DROPPED_AFTER_MS = 90_000;
/** An ElevenLabs call still not ended this long after it started was abandoned (their calls are far shorter). */
export const EXTERNAL_ABANDONED_AFTER_MS = 3 * 60 * 60_000;

/**
 * Our own voice agent at /v1/convai/conversation. The URL must carry a valid, unexpired signature
 * bound to the user and to a live session of theirs; anything else is refused before the upgrade.
 */
export async function registerVoiceSocket(app: FastifyInstance, ctx: AppContext, speech: SpeechEngine | null, timings: VoiceTimings = DEFAULT_TIMINGS) {
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  const secret = await getOrCreateSecret(ctx.db, VOICE_SECRET);

  app.get(VOICE_PATH, {
    websocket: true,
    config: { public: true },
    preValidation: async (req, reply) => {
      const verified = verifyVoiceUrl(secret, req.query as Record<string, unknown>, ctx.now().getTime());
      if (!verified.ok) return reply.code(401).send({ message: `Voice connection refused: ${verified.reason}` });
      req.voiceGrant = verified.grant;
    },
  }, async (socket, req) => {
    const grant = req.voiceGrant!;
    const live = await loadLiveSession(ctx, grant.sessionId, grant.userId);
    if (!live) return socket.close(4004, 'This practice session is not live');
    new VoiceConversation(ctx, socket, live, speech, timings).start();
  });
}

/** Ends live sessions whose socket went away without ending them; run by worker processes. */
export function startDroppedSessionSweeper(ctx: AppContext, everyMs = 30_000, graceMs = DROPPED_AFTER_MS): () => void {
  const timer = setInterval(() => void sweepStaleSessions(ctx, graceMs), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** One sweep; a session that cannot be ended is logged and does not hold up the others. */
export async function sweepStaleSessions(ctx: AppContext, graceMs = DROPPED_AFTER_MS, externalMaxMs = EXTERNAL_ABANDONED_AFTER_MS): Promise<void> {
  let stale: Awaited<ReturnType<typeof findStaleSessions>>;
  try {
    stale = await findStaleSessions(ctx, graceMs, externalMaxMs);
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
