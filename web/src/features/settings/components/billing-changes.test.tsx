import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { BillingOverview } from '@ringready/core/billing';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, type Handler } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';

function overview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    tier: 'tier2',
    planName: 'Professional',
    status: 'active',
    trialEndsAt: null,
    currentPeriodEnd: '2026-12-04T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    scheduledTier: null,
    refundEligible: false,
    paymentMethod: null,
    canUpdatePaymentMethod: false,
    invoices: [],
    ...overrides,
  };
}

function openBilling(billing: BillingOverview, extra: Record<string, Handler> = {}) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(demoUser),
    'GET /api/user': () => json(demoUser),
    'GET /api/billing': () => json(billing),
    ...extra,
  });
  renderApp('/settings/billing');
  return fetch;
}

/** the first screen of a test loads the Settings page lazily */
const LOADING = { timeout: 5000 };
const plan = (name: string) =>
  within(screen.getByRole('list', { name: 'Plans' })).getByRole('listitem', { name });

describe('Settings → Billing: plan changes', () => {
  it('a cancelled plan only ends: no plan change is announced for the same day', async () => {
    openBilling(overview({ cancelAtPeriodEnd: true, scheduledTier: 'tier1' }));
    expect(await screen.findByText(/^Ends on December 4/, {}, LOADING)).toBeTruthy();
    expect(screen.queryByText(/^Changes to /)).toBeNull();
  });

  it('a scheduled downgrade can be undone by keeping the current plan', async () => {
    const fetch = openBilling(overview({ scheduledTier: 'tier1' }), {
      'POST /api/billing/change-plan': () => json(overview()),
    });
    const keep = within(await screen.findByRole('list', { name: 'Plans' }, LOADING)).getByRole('button', {
      name: 'Keep Professional',
    });
    expect(within(plan('Professional')).getByText('Keep Professional')).toBeTruthy();
    fireEvent.click(keep);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/change to Essential on December 4.* is cancelled/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the downgrade' }));
    expect(await screen.findByText('Downgrade cancelled')).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => url === '/api/billing/change-plan');
    expect(JSON.parse(String((call?.[1] as RequestInit).body))).toEqual({ tier: 'tier2' });
  });

  it('during a free trial, an upgrade says nothing is charged until the trial ends', async () => {
    const trialEndsAt = '2026-12-04T12:00:00.000Z';
    openBilling(overview({ status: 'trialing', trialEndsAt }));
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Master' }, LOADING));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).not.toMatch(/pay the difference/);
    expect(within(dialog).getByText(/Nothing is charged during your free trial/).textContent).toMatch(
      /first payment on December 4, 2026 is for Master \(\$395/,
    );
  });

  it('outside a trial, an upgrade is prorated', async () => {
    openBilling(overview());
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Master' }, LOADING));
    expect(within(await screen.findByRole('dialog')).getByText(/you pay the difference/)).toBeTruthy();
  });
});
