import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, pending } from '../../../test/mock-fetch';
import type { Handler } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';

const CREATE = 'POST /api/checkout/create-session';

function spyOnAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

function openDialog(cta = 'Start Professional') {
  fireEvent.click(screen.getByRole('button', { name: cta }));
  return screen.getByRole('dialog', { name: 'Complete Your Subscription' });
}

const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement;
const continueButton = () =>
  screen.getByRole('button', { name: 'Continue to Checkout' }) as HTMLButtonElement;

function setup(create: Handler = () => json({ url: 'https://checkout.example/pay/cs_1' })) {
  const fetch = mockFetch({ [CREATE]: create });
  renderApp('/signup');
  return fetch;
}

/** What the page asked the server besides the trial terms it always reads. */
const requests = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url !== '/api/checkout/terms');

function sentBody(fetch: ReturnType<typeof mockFetch>) {
  const call = fetch.mock.calls.find(([url]) => url === '/api/checkout/create-session')!;
  return JSON.parse(String(call[1]!.body)) as unknown;
}

describe('Signup checkout dialog', () => {
  it('keeps the plans page and drops the next-release placeholder', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'RingReady' })).toBeTruthy();
    for (const text of ['4 AI Buyer Types', 'Real-Time Analysis', 'Training Library', 'Proven Results']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    for (const text of ['30-day money-back guarantee', 'No setup fees', 'Cancel anytime']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Why Choose RingReady?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Professional' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.queryByText(/next release/)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens for the chosen plan; blank email keeps Continue disabled; Cancel closes it', () => {
    setup();
    const dialog = openDialog('Start Master');
    expect(within(dialog).getByText('Master')).toBeTruthy();
    expect(within(dialog).getByText(/redirected to a secure checkout page/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Start Master', hidden: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(emailInput(), { target: { value: '   ' } });
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(emailInput(), { target: { value: 'ana@studio.com' } });
    expect(continueButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("Enter on an empty field toasts 'Email Required' and sends nothing", async () => {
    const fetch = setup();
    openDialog();
    fireEvent.keyDown(emailInput(), { key: 'Enter' });
    expect(await screen.findByText('Email Required')).toBeTruthy();
    expect(screen.getByText('Please enter your email address to continue.')).toBeTruthy();
    expect(requests(fetch)).toEqual([]);
  });

  it('Enter submits the trimmed email, shows Processing... and goes to the checkout URL', async () => {
    const assign = spyOnAssign();
    let answer: (res: Response) => void = () => {};
    const fetch = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    openDialog('Start Essential');
    fireEvent.change(emailInput(), { target: { value: '  ana@studio.com  ' } });
    fireEvent.keyDown(emailInput(), { key: 'Enter' });

    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sentBody(fetch)).toEqual({ tier: 'tier1', email: 'ana@studio.com' });

    await act(async () => answer(json({ url: 'http://localhost:3000/checkout/pay/cs_9' })));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/checkout/pay/cs_9'));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeTruthy();
  });

  it("toasts 'Checkout Failed' with 'Failed to create checkout session' for a server error", async () => {
    const assign = spyOnAssign();
    setup(() => json({ message: 'Internal Server Error' }, 500));
    openDialog();
    fireEvent.change(emailInput(), { target: { value: 'ana@studio.com' } });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Checkout Failed')).toBeTruthy();
    expect(screen.getByText('Failed to create checkout session')).toBeTruthy();
    expect(continueButton().disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's reason for a refusal the buyer can act on (the e-mail has an account)", async () => {
    const reason =
      'An account with this e-mail already exists. Sign in to change your plan in Settings → Billing.';
    setup(() => json({ message: reason }, 409));
    openDialog();
    fireEvent.change(emailInput(), { target: { value: 'demo@ringready.app' } });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Checkout Failed')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it("toasts 'No checkout URL received' when the answer has no URL", async () => {
    setup(() => json({}));
    openDialog();
    fireEvent.change(emailInput(), { target: { value: 'ana@studio.com' } });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Checkout Failed')).toBeTruthy();
    expect(screen.getByText('No checkout URL received')).toBeTruthy();
  });

  it('falls back to the generic message when the request cannot be sent', async () => {
    setup(() => Promise.reject(new TypeError('Failed to fetch')));
    openDialog();
    fireEvent.change(emailInput(), { target: { value: 'ana@studio.com' } });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Checkout Failed')).toBeTruthy();
    expect(screen.getByText('Failed to start checkout process. Please try again.')).toBeTruthy();
  });

  it('shows an inline message for a malformed email and sends nothing', async () => {
    const fetch = setup(pending);
    openDialog();
    fireEvent.change(emailInput(), { target: { value: 'not-an-email' } });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(requests(fetch)).toEqual([]);
  });

  it("locks the signed-in user's email and sends it", async () => {
    const assign = spyOnAssign();
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    const fetch = mockFetch({
      'GET /api/auth/validate': () => json(demoUser),
      'GET /api/user': () => json(demoUser),
      [CREATE]: () => json({ url: '/checkout/pay/cs_2' }),
    });
    renderApp('/signup');
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url === '/api/user')).toBe(true));
    openDialog();
    await waitFor(() => expect(emailInput().value).toBe('demo@ringready.app'));
    expect(emailInput().readOnly).toBe(true);
    fireEvent.change(emailInput(), { target: { value: 'other@studio.com' } });
    expect(emailInput().value).toBe('demo@ringready.app');
    fireEvent.click(continueButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/pay/cs_2'));
    expect(sentBody(fetch)).toEqual({ tier: 'tier2', email: 'demo@ringready.app' });
  });

  it('does not ask for the current user without a token', () => {
    const fetch = setup();
    openDialog();
    expect(emailInput().readOnly).toBe(false);
    expect(requests(fetch)).toEqual([]);
  });
});
