import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@ringready/core/api';
import type { WebhookDeliverySummary, WebhookEndpointSummary } from '@ringready/core/api-access';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, type Handler } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';

const master: User = {
  ...demoUser,
  subscription: { ...demoUser.subscription!, tier: 'tier3', planName: 'Master' },
};
const SECRET = 'whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const endpoint: WebhookEndpointSummary = {
  id: 'e1',
  url: 'https://hooks.example.com/rr',
  events: ['report.ready', 'practice.completed'],
  secret: SECRET,
  disabled: false,
  createdAt: '2026-01-10T10:00:00.000Z',
};
const delivery = (over: Partial<WebhookDeliverySummary> = {}): WebhookDeliverySummary => ({
  id: 'd1',
  eventId: 'evt_1',
  eventType: 'report.ready',
  status: 'succeeded',
  attempts: 1,
  responseCode: 200,
  lastError: null,
  createdAt: '2026-01-11T10:00:00.000Z',
  deliveredAt: '2026-01-11T10:00:01.000Z',
  ...over,
});

function openApi(user: User, extra: Record<string, Handler> = {}) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(user),
    'GET /api/user': () => json(user),
    'GET /api/keys': () => json([]),
    'GET /api/team': () => json({ message: 'You are not part of a team' }, 404),
    'GET /api/webhooks/endpoints': () => json([endpoint]),
    'GET /api/webhooks/endpoints/e1/deliveries': () =>
      json([delivery(), delivery({ id: 'd2', status: 'failed', responseCode: 500, attempts: 6 })]),
    ...extra,
  });
  renderApp('/settings?tab=api');
  const calls = (method: string, url: string) =>
    fetch.mock.calls.filter(
      ([u, init]) => String(u).split('?')[0] === url && (init?.method ?? 'GET') === method,
    );
  return { fetch, calls };
}

/** the first render loads the settings page's code: slow on a busy machine */
const findItem = () => screen.findByRole('listitem', { name: endpoint.url }, { timeout: 5000 });
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body));

describe('Settings → API → Webhooks', () => {
  it('lists endpoints with their events, a hidden secret to reveal, and the delivery log', async () => {
    const { calls } = openApi(master);
    const item = await findItem();
    expect(within(item).getByText('report.ready', { selector: 'span' })).toBeTruthy();
    expect(within(item).getByText('practice.completed')).toBeTruthy();
    expect(within(item).getByLabelText('Signing secret').textContent).not.toContain(SECRET);
    fireEvent.click(within(item).getByRole('button', { name: /Reveal/ }));
    expect(within(item).getByLabelText('Signing secret').textContent).toBe(SECRET);

    const table = await within(item).findByRole('table', { name: `Deliveries to ${endpoint.url}` });
    const [, ok, failed] = within(table).getAllByRole('row');
    expect(within(ok!).getByText('Succeeded')).toBeTruthy();
    expect(within(ok!).getByText('200')).toBeTruthy();
    expect(within(failed!).getByText('Failed')).toBeTruthy();
    expect(within(failed!).getByText('500')).toBeTruthy();
    expect(within(failed!).getByText('6')).toBeTruthy();
    expect(calls('GET', '/api/webhooks/endpoints/e1/deliveries')[0]?.[0]).toContain('limit=20');
  });

  it('sends a test event and says so', async () => {
    const { calls } = openApi(master, {
      'POST /api/webhooks/endpoints/e1/test': () => json(delivery({ status: 'pending', attempts: 0 }), 202),
    });
    const item = await findItem();
    fireEvent.click(within(item).getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event sent')).toBeTruthy();
    expect(calls('POST', '/api/webhooks/endpoints/e1/test')).toHaveLength(1);
  });

  it('shows the server’s reason when a test event is refused', async () => {
    openApi(master, {
      'POST /api/webhooks/endpoints/e1/test': () =>
        json({ message: 'You have sent too many test events. Please wait a minute and try again.' }, 429),
    });
    const item = await findItem();
    fireEvent.click(within(item).getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText(/too many test events/)).toBeTruthy();
  });

  it('adds an endpoint (validated first); team events are offered to team admins only', async () => {
    const created = { ...endpoint, id: 'e2', url: 'https://crm.example.com/in', events: ['report.ready'] };
    const { calls } = openApi(master, { 'POST /api/webhooks/endpoints': () => json(created, 201) });
    fireEvent.click(await screen.findByRole('button', { name: /Add endpoint/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/team\.member_joined/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Endpoint URL'), { target: { value: 'not a url' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please enter the endpoint’s https:// address',
    );
    expect(calls('POST', '/api/webhooks/endpoints')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Endpoint URL'), { target: { value: created.url } });
    fireEvent.click(within(dialog).getByLabelText(/report\.failed/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(calls('POST', '/api/webhooks/endpoints')).toHaveLength(1));
    expect(bodyOf(calls('POST', '/api/webhooks/endpoints')[0])).toEqual({
      url: created.url,
      events: ['report.ready', 'report.failed'],
    });
    expect(await screen.findByText('Webhook endpoint added')).toBeTruthy();
  });

  it('offers team events to a team admin', async () => {
    openApi({ ...master, role: 'admin' });
    fireEvent.click(await screen.findByRole('button', { name: /Add endpoint/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/team\.member_joined/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/assignment\.completed/)).toBeTruthy();
  });

  it('deletes an endpoint only after confirmation', async () => {
    const { calls } = openApi(master, {
      'DELETE /api/webhooks/endpoints/e1': () => new Response(null, { status: 204 }),
    });
    const item = await findItem();
    fireEvent.click(within(item).getByRole('button', { name: `Delete ${endpoint.url}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep endpoint' }));
    expect(calls('DELETE', '/api/webhooks/endpoints/e1')).toHaveLength(0);
    fireEvent.click(within(item).getByRole('button', { name: `Delete ${endpoint.url}` }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete endpoint' }),
    );
    await waitFor(() => expect(calls('DELETE', '/api/webhooks/endpoints/e1')).toHaveLength(1));
    expect(await screen.findByText('Webhook endpoint deleted')).toBeTruthy();
  });

  it('is not shown, and nothing is asked, without the Master plan', async () => {
    const { calls } = openApi(demoUser);
    expect(await screen.findByRole('link', { name: 'Upgrade to Master' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Webhooks')).toBeNull();
    expect(calls('GET', '/api/webhooks/endpoints')).toHaveLength(0);
  });
});
