/**
 * The floor of a route: the exact driver calls (SQL text, parameters and options) the app makes while it
 * answers one request, recorded on the database client itself and replayed bare through the same client.
 * Whatever the route adds over the replay (HTTP, auth hook, validation, query building, row mapping,
 * presenting, JSON) is its overhead.
 */
import type { Db } from '../../server/src/db/client.ts';

type QueryFn = (...args: unknown[]) => Promise<unknown>;

export interface Statement {
  text: string;
  args: unknown[];
  /** issued while an earlier statement of the route was still running: replayed alongside it */
  concurrent: boolean;
}

export interface StatementRecorder {
  /** the statements `fn` issued, in order */
  record(fn: () => Promise<unknown>): Promise<Statement[]>;
  /** issues the statements as the route did: one after another, those it ran at once together */
  replay(statements: Statement[]): Promise<void>;
}

const textOf = (first: unknown) =>
  typeof first === 'string' ? first : String((first as { text?: string }).text ?? first);

export function statementRecorder(db: Db): StatementRecorder {
  const client = (db as unknown as { $client: { query: QueryFn } }).$client;
  const query = client.query.bind(client);
  let recording: Statement[] | null = null;
  let running = 0;
  client.query = (...args: unknown[]) => {
    recording?.push({ text: textOf(args[0]), args, concurrent: running > 0 });
    running++;
    const done = query(...args);
    void done.finally(() => running--).catch(() => undefined);
    return done;
  };
  return {
    async record(fn) {
      const statements: Statement[] = [];
      recording = statements;
      try {
        await fn();
      } finally {
        recording = null;
      }
      return statements;
    },
    async replay(statements) {
      const batch: Promise<unknown>[] = [];
      for (const s of statements) {
        if (!s.concurrent) await Promise.all(batch.splice(0));
        batch.push(query(...s.args));
      }
      await Promise.all(batch);
    },
  };
}
