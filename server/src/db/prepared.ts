import type { Queryable } from './client.ts';

interface Prepared<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

/**
 * A statement every request runs (the token lookup, the plan, the first list page), built once per
 * database handle and then only executed: drizzle turns the query into SQL text once instead of on every
 * request (the largest share of a short request's own time), and PostgreSQL parses and plans a named
 * statement once per connection. A transaction handle builds its own on first use. Values go in as
 * `sql.placeholder(name)` and are passed already in the driver's form (a timestamp as its ISO string):
 * drizzle does not map a bare placeholder through the column's encoder.
 */
export function preparedStatement<R>(
  name: string,
  build: (q: Queryable) => { prepare(name: string): Prepared<R> },
): (q: Queryable, values: Record<string, unknown>) => Promise<R> {
  const built = new WeakMap<Queryable, Prepared<R>>();
  return (q, values) => {
    let statement = built.get(q);
    if (!statement) {
      statement = build(q).prepare(name);
      built.set(q, statement);
    }
    return statement.execute(values);
  };
}
