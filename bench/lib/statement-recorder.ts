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
  /**
   * the earlier statements that had finished when the route issued this one: the replay starts it once
   * they have, so statements the route ran at once run at once, and one that waited for another waits
   */
  after: number[];
}

export interface StatementRecorder {
  /** the statements `fn` issued, in order */
  record(fn: () => Promise<unknown>): Promise<Statement[]>;
  /** issues the statements as the route did: each once those it waited for have finished */
  replay(statements: Statement[]): Promise<void>;
}

const textOf = (first: unknown) =>
  typeof first === 'string' ? first : String((first as { text?: string }).text ?? first);

export function statementRecorder(db: Db): StatementRecorder {
  const client = (db as unknown as { $client: { query: QueryFn } }).$client;
  const query = client.query.bind(client);
  let recording: Statement[] | null = null;
  let finished: boolean[] = [];
  client.query = (...args: unknown[]) => {
    const done = query(...args);
    if (recording) {
      const at = recording.length;
      const after = finished.flatMap((f, i) => (f ? [i] : []));
      recording.push({ text: textOf(args[0]), args, after });
      finished.push(false);
      void done.finally(() => (finished[at] = true)).catch(() => undefined);
    }
    return done;
  };
  return {
    async record(fn) {
      const statements: Statement[] = [];
      recording = statements;
      finished = [];
      try {
        await fn();
      } finally {
        recording = null;
      }
      return statements;
    },
    async replay(statements) {
      const issued: Promise<unknown>[] = [];
      for (const s of statements) {
        const waits = s.after.map((i) => issued[i]);
        issued.push(waits.length ? Promise.all(waits).then(() => query(...s.args)) : query(...s.args));
      }
      await Promise.all(issued);
    },
  };
}
