import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/mock-fetch';
import type { Handler } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';
import { uploadSession } from '../../../test/report-fixtures';

// Its own file: the toast store lives for the whole file, and no test here may raise 'Report Not Ready'.
function signedIn(handlers: Record<string, Handler>) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  return mockFetch({
    'GET /api/auth/validate': () => json(demoUser),
    'GET /api/user': () => json(demoUser),
    'GET /api/sessions': () => json([]),
    'GET /api/office-hours': () => json([]),
    ...handlers,
  });
}

describe("ReportPage without 'Report Not Ready'", () => {
  it('for an id that is no session of the user', async () => {
    const fetch = signedIn({
      'GET /api/sessions/nope/report': () => json({ message: 'Report not found' }, 404),
      'GET /api/sessions/nope': () => json({ message: 'Session not found' }, 404),
    });
    renderApp('/report/nope');
    expect(await screen.findByText('Report Not Found')).toBeTruthy();
    expect(screen.getByText('The report may still be processing or the link is invalid.')).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url === '/api/sessions/nope')).toBe(true));
    await waitFor(() => expect(document.title).toBe('Report Not Found · RingReady'));
    expect(screen.queryByText('Report Not Ready')).toBeNull();
    expect(screen.queryByText(/still being generated/)).toBeNull();
  });

  it('for a failed analysis, which shows its reason instead', async () => {
    signedIn({
      'GET /api/sessions/up1/report': () => json({ message: 'Not found' }, 404),
      'GET /api/sessions/up1': () =>
        json(uploadSession({ status: 'failed', failureReason: 'We found only one speaker in this file.' })),
    });
    renderApp('/report/up1');
    expect(await screen.findByText('We found only one speaker in this file.')).toBeTruthy();
    expect(screen.queryByText('Report Not Ready')).toBeNull();
  });
});
