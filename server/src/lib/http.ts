import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../modules/users/user-repository.ts';
import { badRequest, notFound, unauthorized } from './http-error.ts';

export interface RequestAuth {
  user: UserRow;
  tokenId: string;
  token: string;
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

/** Validates input with a shared zod schema; the first problem becomes a 400 message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.');
    const message = issue?.code === 'invalid_type' && field ? `${field} is required` : issue?.message;
    throw badRequest(message ?? 'Invalid request');
  }
  return result.data;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** A session id from the path; anything that is not a UUID cannot be one of the caller's sessions (404). */
export function sessionIdParam(id: string): string {
  if (!isUuid(id)) throw notFound('Session not found');
  return id;
}
