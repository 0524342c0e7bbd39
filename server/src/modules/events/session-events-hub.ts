import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';

/** The channel the sessions table's trigger announces status changes on (migration 0007). */
export const SESSION_EVENTS_CHANNEL = 'session_events';

/** How far a session's background work is (a recording: decoding, transcribing, then analysing). */
export interface SessionProgress {
  percent: number;
  stage: 'decoding' | 'transcribing' | 'analysing';
}

export interface SessionEvent {
  sessionId: string;
  status: string;
  progress?: SessionProgress;
}
type Subscriber = (event: SessionEvent) => void;

const STAGES = new Set<unknown>(['decoding', 'transcribing', 'analysing']);

function parseProgress(v: unknown): SessionProgress | undefined {
  const p = v as Partial<SessionProgress> | undefined;
  if (typeof p?.percent === 'number' && STAGES.has(p.stage))
    return { percent: Math.max(0, Math.min(100, Math.round(p.percent))), stage: p.stage! };
  return undefined;
}

function parseEvent(payload: string): (SessionEvent & { userId: string }) | undefined {
  try {
    const v = JSON.parse(payload) as Record<string, unknown>;
    const progress = parseProgress(v.progress);
    if (typeof v.userId === 'string' && typeof v.sessionId === 'string' && typeof v.status === 'string')
      return {
        userId: v.userId,
        sessionId: v.sessionId,
        status: v.status,
        ...(progress ? { progress } : {}),
      };
  } catch {
    // a payload this code did not write: ignored
  }
  return undefined;
}

/**
 * One LISTEN per process, fanned out to the browsers of the session's owner connected to this process.
 * The database's NOTIFY reaches every process, so it does not matter which one made the change.
 */
export class SessionEventsHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private stop: Promise<() => Promise<void>> | undefined;
  private readonly database: Pick<Database, 'listen'>;
  private readonly log: FastifyBaseLogger;

  constructor(database: Pick<Database, 'listen'>, log: FastifyBaseLogger) {
    this.database = database;
    this.log = log;
  }

  /** Starts listening with the first subscriber; the returned function unsubscribes. */
  async subscribe(userId: string, onEvent: Subscriber): Promise<() => void> {
    this.stop ??= this.database.listen(SESSION_EVENTS_CHANNEL, (payload) => this.dispatch(payload));
    await this.stop;
    const set = this.subscribers.get(userId) ?? new Set<Subscriber>();
    set.add(onEvent);
    this.subscribers.set(userId, set);
    return () => {
      set.delete(onEvent);
      if (set.size === 0) this.subscribers.delete(userId);
    };
  }

  get connections(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    const stop = this.stop;
    this.stop = undefined;
    if (stop) await (await stop)();
  }

  private dispatch(payload: string): void {
    const event = parseEvent(payload);
    if (!event) return;
    for (const send of this.subscribers.get(event.userId) ?? []) {
      try {
        const { userId: _owner, ...sent } = event;
        send(sent);
      } catch (err) {
        this.log.warn({ err }, 'session event not delivered');
      }
    }
  }
}
