import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewNote } from '@ringready/core/review-notes';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, type Handler } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';
import { reportResponse } from '../../../test/report-fixtures';

const NOTE: ReviewNote = {
  id: 'n1',
  sessionId: 'up1',
  authorName: 'Morgan Manager',
  text: '<b>Ask</b> about the aunt sooner.',
  createdAt: '2026-03-02T12:00:00.000Z',
};

function openReport(handlers: Record<string, Handler>, inTeam = true) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const user = { ...demoUser, inTeam };
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(user),
    'GET /api/user': () => json(user),
    'GET /api/sessions': () => json([]),
    'GET /api/office-hours': () => json([]),
    'GET /api/sessions/up1/report': () => json(reportResponse()),
    ...handlers,
  });
  renderApp('/report/up1');
  return fetch;
}

describe('review notes beside the report', () => {
  it('shows the member their manager’s notes as text, with no box to write', async () => {
    openReport({
      'GET /api/sessions/up1/review-notes': () => json([NOTE]),
      'GET /api/team': () => json({ role: 'member' }),
    });
    const notes = await screen.findByRole('list', { name: 'Review notes' });
    expect(within(notes).getByText(NOTE.text)).toBeTruthy();
    expect(within(notes).getByText(/Morgan Manager/)).toBeTruthy();
    expect(notes.querySelector('b')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a review note' })).toBeNull();
  });

  it('lets a lead add a note, shown at once; a refusal is explained', async () => {
    let notes: ReviewNote[] = [];
    const fetch = openReport({
      'GET /api/sessions/up1/review-notes': () => json(notes),
      'GET /api/team': () => json({ role: 'manager' }),
      'POST /api/sessions/up1/review-notes': (init) => {
        const { text } = JSON.parse(String(init?.body)) as { text: string };
        if (!text.trim()) return json({ message: 'Please write the note' }, 400);
        notes = [{ ...NOTE, text }];
        return json(notes, 201);
      },
    });
    const form = await screen.findByRole('form', { name: 'Add a review note' });
    expect(screen.getByText('No review notes yet.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByText('Please write the note')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Strong close.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    const list = await screen.findByRole('list', { name: 'Review notes' });
    expect(within(list).getByText('Strong close.')).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(2));
  });

  it('is absent without notes for someone who does not lead a team', async () => {
    openReport({ 'GET /api/sessions/up1/review-notes': () => json([]) }, false);
    expect(await screen.findByRole('dialog', { name: 'Training Report' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Manager review' })).toBeNull();
  });
});
