/**
 * How a session is presented, built by the database in the statement that reads it: a list page arrives
 * as the response's JSON text, so the server only passes it on (no row mapping, no serialising), and a
 * single session arrives as one JSON value. The fields:
 * - `exerciseMode` (practice only): the mode's name and the scenario's difficulty (intermediate without one);
 * - `buyerAgent`: the session's buyer type, else its scenario's, by name and description (null if neither);
 * - `scenario`: the catalogue scenario in the copy for the trade the session was started with;
 * - `report`: in a list only its `overallScore`, on its own the whole report; absent until there is one.
 */
import { and, desc, eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Session } from '@ringready/core/api';
import type { Queryable } from '../../db/client.ts';
import type { JsonText } from '../../lib/http.ts';
import { buyerTypes, reports, scenarioCopies, scenarios, sessions } from '../../db/schema.ts';

/** The session columns presenting reads, from the table or from a page of it. */
type SessionColumns = Record<
  | 'id'
  | 'type'
  | 'status'
  | 'durationSeconds'
  | 'createdAt'
  | 'fileName'
  | 'failureReason'
  | 'mode'
  | 'buyerType'
  | 'trade'
  | 'scenarioId',
  AnyColumn
>;

const MODE_NAMES = { coaching: 'Practice with AI Coaching', basic: 'Basic Practice Mode' };
const OTHER_MODE_NAME = 'Practice Session';

/** ISO 8601 in UTC with milliseconds, as JavaScript's toISOString writes it. */
const isoTime = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The session's own fields: everything but the report. */
function sessionFields(s: SessionColumns): SQL {
  return sql`'id', ${s.id}, 'type', ${s.type}, 'status', ${s.status}, 'duration', ${s.durationSeconds},
    'createdAt', ${isoTime(s.createdAt)}, 'fileName', ${s.fileName}, 'failureReason', ${s.failureReason},
    'exerciseMode', case when ${s.type} = 'practice' then json_build_object(
      'name', case ${s.mode} when 'coaching' then ${MODE_NAMES.coaching}::text
        when 'basic' then ${MODE_NAMES.basic}::text else ${OTHER_MODE_NAME}::text end,
      'difficulty', coalesce(${scenarios.difficulty}, 'intermediate')) end,
    'buyerAgent', case when ${buyerTypes.id} is not null then json_build_object(
      'name', ${buyerTypes.name}, 'description', ${buyerTypes.description}) end,
    'scenario', case when ${scenarios.id} is not null then json_build_object(
      'id', ${scenarios.id},
      'title', coalesce(${scenarioCopies.title}, ${scenarios.title}),
      'description', coalesce(${scenarioCopies.description}, ${scenarios.description}),
      'difficulty', ${scenarios.difficulty}, 'duration', ${scenarios.duration},
      'imageUrl', ${scenarios.imageUrl},
      'agentPrompt', coalesce(${scenarioCopies.agentPrompt}, ${scenarios.agentPrompt}),
      'buyerType', ${scenarios.buyerType}) end`;
}

/** A list's session: its fields and, once there is a report, `report: { overallScore }`. */
function summaryJson(s: SessionColumns): SQL {
  const fields = sessionFields(s);
  return sql`case when ${reports.sessionId} is null then json_build_object(${fields})
    else json_build_object(${fields}, 'report', json_build_object('overallScore', ${reports.overallScore})) end`;
}

/** A session on its own: its fields and, once there is one, the whole report with its score. */
function sessionJson(s: SessionColumns): SQL<Session> {
  const fields = sessionFields(s);
  return sql<Session>`case when ${reports.sessionId} is null then json_build_object(${fields})
    else json_build_object(${fields}, 'report',
      ${reports.data} || jsonb_build_object('overallScore', ${reports.overallScore})) end`;
}

/**
 * A selected expression whose columns keep their table's name: drizzle drops it from columns at the top
 * level of an expression when the select reads from one source (here a fragment holding the joins).
 */
const keepTables = <T>(expression: SQL<T>): SQL<T> => sql<T>`${expression}`;

/** `source` with what presenting its sessions reads: scenario, the trade's copy, buyer type, report. */
function presentedFrom(source: SQL, s: SessionColumns): SQL {
  return sql`${source}
    left join ${scenarios} on ${scenarios.id} = ${s.scenarioId}
    left join ${scenarioCopies} on ${scenarioCopies.scenarioId} = ${s.scenarioId}
      and ${scenarioCopies.trade} = ${s.trade}
    left join ${buyerTypes} on ${buyerTypes.id} = coalesce(${s.buyerType}, ${scenarios.buyerType})
    left join ${reports} on ${reports.sessionId} = ${s.id}`;
}

/**
 * A page of one user's sessions, newest first (ties by id), as one JSON array: `where` narrows the
 * user's sessions (a cursor), `limit` is a placeholder or a number.
 */
export function sessionPage(
  q: Queryable,
  shape: 'summary' | 'full',
  userId: string | Placeholder,
  limit: number | Placeholder,
  where?: SQL,
) {
  const page = q
    .select({
      id: sessions.id,
      type: sessions.type,
      status: sessions.status,
      durationSeconds: sessions.durationSeconds,
      createdAt: sessions.createdAt,
      fileName: sessions.fileName,
      failureReason: sessions.failureReason,
      mode: sessions.mode,
      buyerType: sessions.buyerType,
      trade: sessions.trade,
      scenarioId: sessions.scenarioId,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), where))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit)
    .as('page');
  const item = shape === 'summary' ? summaryJson(page) : sessionJson(page);
  const body = sql<JsonText>`coalesce(json_agg(${item} order by ${page.createdAt} desc, ${page.id} desc), '[]')::text`;
  return q.select({ body: keepTables(body) }).from(presentedFrom(sql`${page}`, page));
}

/** Sessions (whole, with their reports) matching `where`, each as one JSON value. */
export function selectPresentedSessions(q: Queryable, where: SQL) {
  return q
    .select({ session: keepTables(sessionJson(sessions)) })
    .from(presentedFrom(sql`${sessions}`, sessions))
    .where(where);
}
