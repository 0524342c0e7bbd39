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
}

export interface StatementRecorder {
  /** the statements `fn` issued, in order */
  record(fn: () => Promise<unknown>): Promise<Statement[]>;
  /** issues the statements one after another, as the route did */
  replay(statements: Statement[]): Promise<void>;
}

const textOf = (first: unknown) =>
  typeof first === 'string' ? first : String((first as { text?: string }).text ?? first);

export function statementRecorder(db: Db): StatementRecorder {
  const client = (db as unknown as { $client: { query: QueryFn } }).$client;
  const query = client.query.bind(client);
  let recording: Statement[] | null = null;
  client.query = (...args: unknown[]) => {
    recording?.push({ text: textOf(args[0]), args });
    return query(...args);
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
      for (const s of statements) await query(...s.args);
    },
  };
}
