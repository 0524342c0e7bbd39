import { isIPv4 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { users } from '../db/schema.ts';
import { badRequest, notFound, unauthorized } from './http-error.ts';

type UserRow = typeof users.$inferSelect;

export interface RequestAuth {
  user: UserRow;
  /** the session token's id, or the API key's */
  tokenId: string;
  token: string;
  /** set when the caller presented a personal API key (limited to its scopes) instead of a session token */
  apiKey?: { id: string; prefix: string; scopes: readonly string[]; teamId: string | null };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /** routes that need no bearer token */
    public?: boolean;
  }
}

/** A response body the database already wrote as JSON text. */
export type JsonText = string & { readonly jsonText: unique symbol };

/** Sends JSON text as it is: a JSON response that is not serialised again. */
export function sendJsonText(reply: FastifyReply, body: JsonText): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path)
    v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

/**
 * Validates input with a shared zod schema; the first problem becomes a 400 message: "x is required" for
 * a missing field, the schema's own message for a wrong one.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.');
    const missing = issue?.code === 'invalid_type' && field && valueAt(input, issue.path) === undefined;
    const message = missing ? `${field} is required` : issue?.message;
    throw badRequest(message ?? 'Invalid request');
  }
  return result.data;
}

export const NUL_MESSAGE = 'The request contains a NUL character (\\u0000), which is not allowed in text.';

/** True when a string anywhere in a parsed value (keys included) contains NUL; walks without recursion. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold NUL, so a request carrying one in its body, query or path parameters is
 * refused once, before any route reads it (a preValidation hook for every route).
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params))
    throw badRequest(NUL_MESSAGE);
}

/** The signed-in caller; the auth hook has already answered 401 for protected routes. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/.exec(header);
  return m ? m[1]! : null;
}

/**
 * Fastify's trust function for `hops` proxies in front of the app: the peer and the addresses the inner
 * proxies appended are trusted, so the client's address is the `hops`-th X-Forwarded-For entry from the
 * right; entries left of it are the client's own claims. (Fastify's own number setting trusts no hop.)
 */
export function trustProxyHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * True for a loopback peer: 127.0.0.0/8, ::1, or 127.x written as an IPv4-mapped IPv6 address.
 * Anything else, including a missing address, is not loopback.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = /^::ffff:/i.test(address) ? address.slice('::ffff:'.length) : address;
  return isIPv4(v4) && v4.startsWith('127.');
}

/**
 * The path of a request URL as a router would see it: query dropped, percent-escapes decoded (also
 * encoded slashes), backslashes and repeated slashes made single, '.' and '..' segments resolved.
 */
export function normalisedPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape stays as written
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** A session id from the path; anything that is not a UUID cannot be one of the caller's sessions (404). */
export function sessionIdParam(id: string): string {
  if (!isUuid(id)) throw notFound('Session not found');
  return id;
}
