import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';
import type { AppConfig } from '../config.ts';

/**
 * Fields that carry a statement's values or a row's data: drizzle's and PGlite's `params`, `detail`
 * ("Key (email)=(…) already exists"), `where` ("portal parameter $1 = '…'"), the text of internal queries.
 */
const VALUE_FIELDS = new Set([
  'params',
  'parameters',
  'values',
  'detail',
  'where',
  'hint',
  'internalQuery',
  'queryOptions',
]);
/** Database fields that name things, never hold values: kept, and lifted onto the logged error. */
const DB_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'];
const SQLSTATE = /^[0-9A-Z]{5}$/;

type ErrorLike = Error & Record<string, unknown>;
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };
const isErrorLike = (v: unknown): v is ErrorLike =>
  v instanceof Error || (typeof v === 'object' && v !== null && typeof (v as Error).message === 'string');

/**
 * The message without values: drizzle appends "params: …" to the failed query; PostgreSQL data errors
 * (SQLSTATE class 22) quote the offending value, e.g. 'invalid input syntax for type uuid: "…"'.
 */
function scrubMessage(err: ErrorLike): string {
  let message = String(err.message);
  if ('params' in err) message = message.replace(/\nparams: [\s\S]*$/, '');
  if (typeof err.code === 'string' && err.code.startsWith('22')) message = message.replace(/"[^"]*"/g, '"…"');
  return message;
}

/** A copy of an error (and its causes) without values, with the stack's header rewritten to match. */
function scrub(err: ErrorLike, depth = 0): ErrorLike {
  const copy = Object.create(Object.getPrototypeOf(err)) as ErrorLike;
  for (const key of Object.keys(err)) {
    if (!VALUE_FIELDS.has(key) && key !== 'cause' && key !== 'errors') copy[key] = err[key];
  }
  const message = scrubMessage(err);
  Object.defineProperty(copy, 'message', { value: message, enumerable: false, writable: true });
  const frames = typeof err.stack === 'string' ? err.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  copy.stack = [`${err.name}: ${message}`, ...frames].join('\n');
  if (isErrorLike(err.cause) && depth < 8) copy.cause = scrub(err.cause, depth + 1);
  if (Array.isArray(err.errors) && depth < 8)
    copy.errors = err.errors.map((e: unknown) => (isErrorLike(e) ? scrub(e, depth + 1) : e));
  return copy;
}

/**
 * pino's error serializer over a copy without the user's content: query parameters and row values of
 * database errors are dropped, while the message, the stack and the SQLSTATE code (found also on a
 * wrapped cause) stay. Anything that is not an error is logged as it is.
 */
export function serializeError(value: Error): SerializedError {
  if (!isErrorLike(value)) return value as never;
  const safe = scrub(value);
  const out = stdSerializers.err(safe) as unknown as SerializedError;
  for (let e: ErrorLike | undefined = safe; e; e = isErrorLike(e.cause) ? e.cause : undefined) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code)) {
      for (const field of DB_FIELDS)
        if (out[field] === undefined && e[field] !== undefined) out[field] = e[field];
      break;
    }
  }
  return out;
}

/** An error as text for a console (a failed start): message, stack and causes, without any values. */
export function describeError(value: unknown): string {
  if (!isErrorLike(value)) return String(value);
  const lines: string[] = [];
  for (let e: ErrorLike | undefined = scrub(value), depth = 0; e && depth < 8; depth++) {
    lines.push(depth ? `Caused by: ${e.stack ?? e.message}` : (e.stack ?? e.message));
    e = isErrorLike(e.cause) ? e.cause : undefined;
  }
  return lines.join('\n');
}

/** Fastify's own line per request, as it arrives and as it is answered. */
const ACCESS_MESSAGES = new Set(['incoming request', 'request completed']);
/** An answer slower than this is worth a line at info. */
export const SLOW_REQUEST_MS = 1000;
const INFO_LEVEL = 30;

/**
 * Access lines are debug: at info a busy server would write one per request. A request answered with a
 * server error, or slower than SLOW_REQUEST_MS, keeps its line at info.
 */
function accessLineLevel(args: unknown[]): 'debug' | null {
  const [fields, message] = args as [Record<string, unknown> | undefined, unknown];
  if (typeof message !== 'string' || !ACCESS_MESSAGES.has(message)) return null;
  if (message === 'incoming request') return 'debug';
  const status = (fields?.res as { statusCode?: number } | undefined)?.statusCode ?? 0;
  const took = typeof fields?.responseTime === 'number' ? fields.responseTime : 0;
  return status >= 500 || took >= SLOW_REQUEST_MS ? null : 'debug';
}

/** The app's pino options: no secrets, no query strings, no user content in errors. */
export function loggerOptions(config: AppConfig, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // bearer tokens and API keys: the authorization header wherever headers are logged, and `key` fields
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.headers.authorization',
        '*.password',
        '*.token',
        'key',
        '*.key',
      ],
      remove: true,
    },
    hooks: {
      logMethod(args, method, level) {
        if (level === INFO_LEVEL && accessLineLevel(args) === 'debug')
          return this.debug(...(args as [string]));
        return method.apply(this, args);
      },
    },
    serializers: {
      req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
      err: serializeError,
      error: serializeError,
    },
  };
}
