import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BillingOverview } from '@ringready/core/billing';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, type Handler } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

function overview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    tier: 'tier2',
    planName: 'Professional',
    status: 'active',
    trialEndsAt: null,
    currentPeriodEnd: '2026-02-15T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    scheduledTier: null,
    refundEligible: false,
    paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 },
    canUpdatePaymentMethod: true,
    invoices: [
      {
        id: 'in_1',
        amount: 19500,
        amountRefunded: 0,
        currency: 'usd',
        status: 'paid',
        createdAt: '2026-01-15T12:00:00.000Z',
        description: 'Professional plan, monthly',
      },
    ],
    ...overrides,
  };
}

function openBilling(
  billing: BillingOverview,
  extra: Record<string, Handler> = {},
  path = '/settings/billing',
) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(demoUser),
    'GET /api/user': () => json(demoUser),
    'GET /api/billing': () => json(billing),
    ...extra,
  });
  renderApp(path);
  const calls = (method: string, url: string) =>
    fetch.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);
  return { fetch, calls };
}

const plan = (name: string) =>
  within(screen.getByRole('list', { name: 'Plans' })).getByRole('listitem', { name });
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body));

describe('Settings → Billing', () => {
  it('shows the plan, its renewal, usage, plan choices and invoices (deep link ?tab=billing)', async () => {
    openBilling(overview(), {}, '/settings?tab=billing');
    expect(await screen.findByText('Renews on', { exact: false })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Billing' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText(/Practice: 62 of 300 minutes used/)).toBeTruthy();
    expect(screen.getByText(/Real call analyses: 2 of 10 analyses used/)).toBeTruthy();
    expect(within(plan('Essential')).getByRole('button', { name: 'Downgrade to Essential' })).toBeTruthy();
    const current = within(plan('Professional')).getByRole('button') as HTMLButtonElement;
    expect(current.textContent).toBe('Current');
    expect(current.disabled).toBe(true);
    expect(within(plan('Master')).getByRole('button', { name: 'Upgrade to Master' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).toBeNull();

    const table = screen.getByRole('table', { name: 'Invoices' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Professional plan, monthly')).toBeTruthy();
    expect(within(row).getByText('$195.00')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
  });

  it('counts the days left in a free trial', async () => {
    const trialEndsAt = new Date(Date.now() + 5 * DAY_MS - 60_000).toISOString();
    openBilling(overview({ status: 'trialing', trialEndsAt }));
    expect(await screen.findByText('Free trial — 5 days left')).toBeTruthy();
  });

  it('says a failed payment plainly', async () => {
    openBilling(overview({ status: 'past_due' }));
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Your last payment failed/);
  });

  it('shows a pending cancellation with its end date and resumes it', async () => {
    const { calls } = openBilling(overview({ cancelAtPeriodEnd: true }), {
      'POST /api/billing/resume': () => json(overview()),
    });
    expect(await screen.findByText(/^Ends on /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    const userReads = calls('GET', '/api/user').length;
    fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Subscription resumed')).toBeTruthy();
    expect(calls('POST', '/api/billing/resume')).toHaveLength(1);
    await waitFor(() => expect(calls('GET', '/api/user').length).toBeGreaterThan(userReads));
  });

  it('notes a scheduled downgrade', async () => {
    openBilling(overview({ scheduledTier: 'tier1' }));
    expect(await screen.findByText(/^Changes to Essential on /)).toBeTruthy();
    expect(within(plan('Essential')).getByText('Scheduled')).toBeTruthy();
  });

  it('offers plans when there is no subscription', async () => {
    openBilling(overview({ tier: null, planName: null, status: null, currentPeriodEnd: null, invoices: [] }));
    expect(await screen.findByText('No active plan', { selector: 'h3' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('shows an empty invoices list', async () => {
    openBilling(overview({ invoices: [] }));
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('confirms an upgrade, sends the tier, and reloads billing and the user', async () => {
    const { calls } = openBilling(overview(), {
      'POST /api/billing/change-plan': () => json(overview({ tier: 'tier3', planName: 'Master' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Master' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/apply at once and are prorated/)).toBeTruthy();
    const billingReads = calls('GET', '/api/billing').length;
    const userReads = calls('GET', '/api/user').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm upgrade' }));

    expect(await screen.findByText('Plan upgraded')).toBeTruthy();
    expect(bodyOf(calls('POST', '/api/billing/change-plan')[0])).toEqual({ tier: 'tier3' });
    await waitFor(() => {
      expect(calls('GET', '/api/billing').length).toBeGreaterThan(billingReads);
      expect(calls('GET', '/api/user').length).toBeGreaterThan(userReads);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms a downgrade for the end of the period', async () => {
    const { calls } = openBilling(overview(), {
      'POST /api/billing/change-plan': () => json(overview({ scheduledTier: 'tier1' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade to Essential' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/apply at the end of the period/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm downgrade' }));
    expect(await screen.findByText('Downgrade scheduled')).toBeTruthy();
    expect(bodyOf(calls('POST', '/api/billing/change-plan')[0])).toEqual({ tier: 'tier1' });
  });

  it("toasts the server's message when a plan change is refused", async () => {
    openBilling(overview(), {
      'POST /api/billing/change-plan': () => json({ message: 'Your card was declined.' }, 402),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Master' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm upgrade' }),
    );
    expect(await screen.findByText('Plan not changed')).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
  });

  it('cancels at the period end without a refund option when not eligible', async () => {
    let state = overview();
    const { calls } = openBilling(state, {
      'GET /api/billing': () => json(state),
      'POST /api/billing/cancel': () => json((state = overview({ cancelAtPeriodEnd: true }))),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription canceled')).toBeTruthy();
    expect(bodyOf(calls('POST', '/api/billing/cancel')[0])).toEqual({ refund: false });
    expect(await screen.findByRole('button', { name: 'Resume subscription' })).toBeTruthy();
  });

  it('cancels with a refund within the money-back guarantee', async () => {
    let state = overview({ refundEligible: true });
    const { calls } = openBilling(state, {
      'GET /api/billing': () => json(state),
      'POST /api/billing/cancel': () =>
        json((state = overview({ status: 'canceled', refundEligible: false }))),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Cancel and refund my payment (30-day money-back guarantee)',
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText('Subscription canceled and refunded')).toBeTruthy();
    expect(bodyOf(calls('POST', '/api/billing/cancel')[0])).toEqual({ refund: true });
    expect(await screen.findByText('Canceled')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/signup');
  });

  it('keeps the profile and password forms on the default tab', async () => {
    openBilling(overview(), {}, '/settings');
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Billing' }), { button: 0 });
    expect(await screen.findByText(/^Renews on /)).toBeTruthy();
  });

  it('shows the card on file and opens the card page the server names', async () => {
    const { calls } = openBilling(overview({ status: 'past_due' }), {
      'POST /api/billing/payment-method': () => json({ url: `${window.location.origin}/checkout/card` }),
    });
    expect(await screen.findByText('Visa ending 4242 · expires 12/2040')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update payment method' }));
    expect(await screen.findByRole('heading', { name: 'Update payment method' })).toBeTruthy();
    expect(calls('POST', '/api/billing/payment-method')).toHaveLength(1);
  });

  it('downloads a receipt for an invoice', async () => {
    const { calls } = openBilling(overview(), {
      'GET /api/billing/invoices/in_1/receipt': () =>
        new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="ringready-receipt-2026-01-15.pdf"' },
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Receipt for/ }));
    await waitFor(() => expect(calls('GET', '/api/billing/invoices/in_1/receipt')).toHaveLength(1));
  });
});
