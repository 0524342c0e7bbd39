import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Database, Queryable } from '../db/client.ts';

/** The channel on which any process announces session tokens that ended (signed out, revoked). */
export const TOKENS_ENDED_CHANNEL = 'session_tokens_ended';
/** Token ids per notification: a NOTIFY payload holds under 8,000 bytes, an id ~39 as JSON. */
const IDS_PER_NOTICE = 150;

/** Whether a session token (by id) is still signed in. */
export type TokenCheck = (tokenId: string) => Promise<boolean>;

function parseIds(payload: string): string[] {
  try {
    const v: unknown = JSON.parse(payload);
    return Array.isArray(v) ? v.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return []; // a payload this code did not write
  }
}

/**
 * The live connections a session token holds open in this process (event streams, voice sockets), so
 * that signing out ends them: a token's end is announced on TOKENS_ENDED_CHANNEL when its transaction
 * commits, and every process closes the connections it holds for it.
 */
export class LiveConnections {
  readonly #byToken = new Map<string, Set<() => void>>();
  #listening: Promise<() => Promise<void>> | undefined;
  readonly #database: Pick<Database, 'listen'>;
  readonly #isLive: TokenCheck;
  readonly #log: FastifyBaseLogger;

  constructor(database: Pick<Database, 'listen'>, isLive: TokenCheck, log: FastifyBaseLogger) {
    this.#database = database;
    this.#isLive = isLive;
    this.#log = log;
  }

  /**
   * Registers a connection opened with a token; `close` ends it when the token ends. Returns the function
   * that unregisters it, or null (and registers nothing) when the token has already ended. The token is
   * checked after the connection is listed and the announcements are heard, so an end committed at any
   * moment is caught by one or the other.
   */
  async register(tokenId: string, close: () => void): Promise<(() => void) | null> {
    if (!this.#listening) {
      const listening = this.#database.listen(TOKENS_ENDED_CHANNEL, (payload) =>
        this.closeTokens(parseIds(payload)),
      );
      // a LISTEN that failed is tried again by the next connection
      listening.catch(() => {
        if (this.#listening === listening) this.#listening = undefined;
      });
      this.#listening = listening;
    }
    await this.#listening;
    const set = this.#byToken.get(tokenId) ?? new Set<() => void>();
    set.add(close);
    this.#byToken.set(tokenId, set);
    const unregister = () => {
      set.delete(close);
      if (set.size === 0 && this.#byToken.get(tokenId) === set) this.#byToken.delete(tokenId);
    };
    if (!(await this.#isLive(tokenId))) {
      unregister();
      return null;
    }
    return unregister;
  }

  /** Closes this process's connections of these tokens. */
  closeTokens(tokenIds: readonly string[]): void {
    for (const id of tokenIds) {
      const set = this.#byToken.get(id);
      if (!set) continue;
      this.#byToken.delete(id);
      for (const close of set) {
        try {
          close();
        } catch (err) {
          this.#log.warn({ err }, 'live connection not closed');
        }
      }
    }
  }

  /** How many connections are registered (all tokens). */
  get size(): number {
    let n = 0;
    for (const set of this.#byToken.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.#byToken.clear();
    const listening = this.#listening;
    this.#listening = undefined;
    if (listening) await (await listening)();
  }
}

/** Announces ended tokens inside the transaction that ends them: the notice goes out when it commits. */
export async function announceTokensEnded(q: Queryable, tokenIds: readonly string[]): Promise<void> {
  for (let i = 0; i < tokenIds.length; i += IDS_PER_NOTICE) {
    const payload = JSON.stringify(tokenIds.slice(i, i + IDS_PER_NOTICE));
    await q.execute(sql`select pg_notify(${TOKENS_ENDED_CHANNEL}, ${payload})`);
  }
}

/**
 * `auth.sessions-ended` closes the tokens' live connections: announced to every process in the
 * transaction, and closed in this one at once after the commit (not waiting for its own notice).
 */
export function subscribeLiveConnections(ctx: AppContext): void {
  ctx.events.subscribe('auth.sessions-ended', async (tx, { tokenIds }) => {
    if (!tokenIds.length) return;
    await announceTokensEnded(tx, tokenIds);
    return async () => ctx.connections.closeTokens(tokenIds);
  });
}
