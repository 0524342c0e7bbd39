import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { StartSessionResponse } from '@ringready/core/api';
import {
  CLIENT_EVENT,
  encodeClientMessage,
  parseServerEvent,
  SERVER_EVENT,
  type ClientMessage,
  type ServerEvent,
  type ServerEventType,
} from '@ringready/core/voice/voice-protocol';

/** A server event of one type. */
export type EventOf<T extends ServerEventType> = Extract<ServerEvent, { type: T }>;

/** The same signed URL on another origin (the test server listens on a random port, not PUBLIC_URL's). */
export const atOrigin = (url: string, origin: string) => url.replace(/^wss?:\/\/[^/]+/, origin);

/** A plain `ws` client that records every server event, read with the shared protocol (test support). */
export async function connectVoice(url: string) {
  /** every frame as received */
  const frames: unknown[] = [];
  /** every frame the protocol knows, parsed */
  const events: ServerEvent[] = [];
  const ws = new WebSocket(url);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const waiters = new Set<() => void>();
  ws.on('message', (raw) => {
    frames.push(JSON.parse(String(raw)));
    const event = parseServerEvent(String(raw));
    if (event) events.push(event);
    waiters.forEach((w) => w());
  });
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
    ws.on('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })),
    );
  });
  /** resolves as soon as a matching event arrives (no polling delay) */
  function waitFor<T extends ServerEventType>(
    type: T,
    pred: (e: EventOf<T>) => boolean = () => true,
    timeoutMs = 20_000,
    from = 0,
  ): Promise<EventOf<T>> {
    const matches = (e: ServerEvent): e is EventOf<T> => e.type === type && pred(e as EventOf<T>);
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = events.slice(from).find(matches);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${type}; events: ${events.map((e) => e.type).join(',')}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  }
  return {
    ws,
    frames,
    events,
    closed,
    waitFor,
    send: (msg: ClientMessage) => ws.send(encodeClientMessage(msg)),
    /** a frame as it is, for malformed input */
    sendRaw: (text: string) => ws.send(text),
    /** sends a typed turn and resolves with the next buyer response after it */
    async say(text: string) {
      const from = events.length;
      ws.send(encodeClientMessage({ type: CLIENT_EVENT.userMessage, text }));
      return waitFor(SERVER_EVENT.agentResponse, () => true, 20_000, from);
    },
  };
}
export type VoiceTestClient = Awaited<ReturnType<typeof connectVoice>>;

/** POST /api/sessions/start as a signed-in user (test support). */
export async function startPractice(
  app: FastifyInstance,
  auth: Record<string, string>,
  scenarioId = 'boss-venue-bottom-line',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sessions/start',
    headers: auth,
    payload: { scenarioId },
  });
  return { statusCode: res.statusCode, ...res.json<StartSessionResponse>() };
}

/** Starts the app on a random loopback port and returns the websocket origin to reach it. */
export async function listenForVoice(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
