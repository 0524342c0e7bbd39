import type { QueryFunction } from '@tanstack/react-query';
import { getAuthToken } from './auth-token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Throws `Error("<status>: <body text or statusText>")` for any non-OK response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

function buildHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Sends cookies, the stored bearer token and (with a body) JSON. Resolves only for OK responses. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: buildHeaders(hasBody),
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest + JSON body (undefined for 204 / empty bodies). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default data read: GET of the query key parts joined with '/', read as JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), {
      headers: buildHeaders(false),
      credentials: 'include',
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status of an error thrown by apiRequest / getQueryFn, if any. */
export function getErrorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = STATUS_PREFIX.exec(error.message);
  return match ? Number(match[1]) : null;
}

/**
 * A message fit for a toast: the server's JSON `{message}` when the error is
 * `status: {"message": ...}`, a short plain body otherwise, else the fallback.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const match = STATUS_PREFIX.exec(error.message);
  if (!match) return error.message;
  const body = match[2]!.trim();
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'message' in parsed &&
      typeof parsed.message === 'string' &&
      parsed.message
    ) {
      return parsed.message;
    }
    return fallback;
  } catch {
    if (!body || body.startsWith('<') || body.length > 200) return fallback;
    return body;
  }
}
