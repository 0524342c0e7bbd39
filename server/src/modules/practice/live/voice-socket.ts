import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket, { type WebSocket } from '@fastify/websocket';
import { CLOSE_CODE, CLOSE_REASON, VOICE_PATH } from '@ringready/core/voice/voice-protocol';
import type { AppContext } from '../../../context.ts';
import { getOrCreateSecret } from '../../../lib/app-secrets.ts';
import type { SpeechEngine } from '../../../providers/speech/speech-ports.ts';
import { claimLiveSession } from '../practice-repository.ts';
import { VOICE_SECRET } from '../practice-service.ts';
import { verifyVoiceUrl } from './signed-url.ts';
import { DEFAULT_TIMINGS, VoiceConversation, type VoiceTimings } from './voice-conversation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    voiceGrant?: { sessionId: string; userId: string; tokenId: string };
  }
}

/** The largest frame a client may send (a second of audio is ~43 KB of base64). */
export const MAX_FRAME_BYTES = 1024 * 1024;
/** The close code for a frame over MAX_FRAME_BYTES (RFC 6455: message too big). */
const MESSAGE_TOO_BIG = 1009;
/** The close code when the token that started the call signs out (RFC 6455: policy violation). */
export const SIGNED_OUT = { code: 1008, reason: 'Signed out' } as const;
/** Frames kept while a connection's session loads (a few seconds of audio). */
const MAX_EARLY_FRAMES = 200;

/**
 * A frame over the size limit is the client's mistake, not the server's: a warning, and the socket closes
 * with 1009 (message too big). Any other socket error is logged as an error and the socket dropped.
 */
function onSocketError(err: Error & { code?: string }, socket: WebSocket, req: FastifyRequest) {
  if (err.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
    req.log.warn({ maxBytes: MAX_FRAME_BYTES }, 'voice frame over the size limit: socket closed (1009)');
    if (socket.readyState === socket.OPEN) socket.close(MESSAGE_TOO_BIG, 'Frame too large');
    return;
  }
  req.log.error({ err }, 'voice socket failed');
  socket.terminate();
}

/**
 * Our own voice agent. The URL must carry a valid, unexpired signature bound to the user and to a
 * live session of theirs; anything else is refused before the upgrade.
 */
export async function registerVoiceSocket(
  app: FastifyInstance,
  ctx: AppContext,
  speech: SpeechEngine | null,
  timings: VoiceTimings = DEFAULT_TIMINGS,
) {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES }, errorHandler: onSocketError });
  const secret = await getOrCreateSecret(ctx.db, VOICE_SECRET);

  app.get(
    VOICE_PATH,
    {
      websocket: true,
      config: { public: true },
      preValidation: async (req, reply) => {
        const verified = verifyVoiceUrl(secret, req.query as Record<string, unknown>, ctx.now().getTime());
        if (!verified.ok)
          return reply.code(401).send({ message: `Voice connection refused: ${verified.reason}` });
        req.voiceGrant = verified.grant;
      },
    },
    async (socket, req) => {
      // frames that arrive while the session loads are kept for the conversation, not lost
      const early: string[] = [];
      const hold = (raw: unknown) => early.length < MAX_EARLY_FRAMES && early.push(String(raw));
      socket.on('message', hold);
      const grant = req.voiceGrant!;
      // the call lasts while the token that started it is signed in: one already signed out claims nothing
      const signOut = () => {
        if (socket.readyState === socket.OPEN) socket.close(SIGNED_OUT.code, SIGNED_OUT.reason);
      };
      const unregister = await ctx.connections.register(grant.tokenId, signOut);
      if (!unregister) return signOut();
      socket.on('close', unregister);
      const live = await claimLiveSession(ctx.db, grant.sessionId, grant.userId, randomUUID());
      socket.off('message', hold);
      if (!live) return socket.close(CLOSE_CODE.notLive, CLOSE_REASON[CLOSE_CODE.notLive]);
      new VoiceConversation(ctx, socket, live, speech, timings).start(early);
    },
  );
}
