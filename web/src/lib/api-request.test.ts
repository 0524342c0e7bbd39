import { describe, expect, it } from 'vitest';
import { apiJson, apiRequest, getErrorMessage, getErrorStatus, getQueryFn } from './api-request';
import { AUTH_TOKEN_KEY } from './auth-token';
import { json, mockFetch } from '../test/mock-fetch';
import { QueryClient } from '@tanstack/react-query';

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}

describe('apiRequest', () => {
  it('throws "status: body text" for a non-OK response', async () => {
    mockFetch({ 'POST /api/x': () => new Response('{"message":"Nope"}', { status: 409 }) });
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('409: {"message":"Nope"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch({ 'GET /api/x': () => new Response(null, { status: 503, statusText: 'Service Unavailable' }) });
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends the stored token as a Bearer header and always includes credentials', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    const fetch = mockFetch({ 'GET /api/user': () => json({ ok: true }) });
    await apiRequest('GET', '/api/user');
    const init = fetch.mock.calls[0]![1];
    expect(headersOf(init).Authorization).toBe('Bearer tok-123');
    expect(init?.credentials).toBe('include');
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetch = mockFetch({ 'GET /api/user': () => json({}) });
    await apiRequest('GET', '/api/user');
    expect(headersOf(fetch.mock.calls[0]![1]).Authorization).toBeUndefined();
  });

  it('sends no content type and no body without a body', async () => {
    const fetch = mockFetch({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    await apiRequest('POST', '/api/auth/logout');
    const init = fetch.mock.calls[0]![1];
    expect(headersOf(init)['Content-Type']).toBeUndefined();
    expect(init?.body).toBeUndefined();
  });

  it('sends JSON with a JSON content type when a body exists', async () => {
    const fetch = mockFetch({ 'PATCH /api/user': () => json({ name: 'B' }) });
    const user = await apiJson<{ name: string }>('PATCH', '/api/user', { name: 'B' });
    const init = fetch.mock.calls[0]![1];
    expect(headersOf(init)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"name":"B"}');
    expect(user.name).toBe('B');
  });

  it('apiJson resolves undefined for 204', async () => {
    mockFetch({ 'POST /api/user/password': () => new Response(null, { status: 204 }) });
    await expect(apiJson('POST', '/api/user/password', { a: 1 })).resolves.toBeUndefined();
  });
});

describe('getQueryFn', () => {
  const run = (fn: ReturnType<typeof getQueryFn>, queryKey: string[]) =>
    new QueryClient().fetchQuery({ queryKey, queryFn: fn });

  it('GETs the query key parts joined with "/"', async () => {
    const fetch = mockFetch({ 'GET /api/sessions/s1/report': () => json({ ok: 1 }) });
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/sessions', 's1', 'report'])).resolves.toEqual({
      ok: 1,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('throws on 401 by default and returns null with on401 returnNull', async () => {
    mockFetch({ 'GET /api/user': () => json({ message: 'Unauthorized' }, 401) });
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/user'])).rejects.toThrow(
      '401: {"message":"Unauthorized"}',
    );
    await expect(run(getQueryFn({ on401: 'returnNull' }), ['/api/user'])).resolves.toBeNull();
  });
});

describe('getErrorMessage / getErrorStatus', () => {
  it('extracts the server message from "status: {json}"', () => {
    const error = new Error('409: {"message":"This office hour is full"}');
    expect(getErrorMessage(error, 'fallback')).toBe('This office hour is full');
    expect(getErrorStatus(error)).toBe(409);
  });

  it('uses a short plain-text body, else the fallback', () => {
    expect(getErrorMessage(new Error('502: Bad Gateway'), 'fallback')).toBe('Bad Gateway');
    expect(getErrorMessage(new Error('500: <html>oops</html>'), 'fallback')).toBe('fallback');
    expect(getErrorMessage(new Error('400: {"error":"x"}'), 'fallback')).toBe('fallback');
    expect(getErrorMessage('weird', 'fallback')).toBe('fallback');
    expect(getErrorStatus(new Error('Failed to fetch'))).toBeNull();
  });
});
