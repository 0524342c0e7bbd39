import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LocalCheckoutView } from '@ringready/core/checkout';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, pending } from '../../../test/mock-fetch';
import type { Handler } from '../../../test/mock-fetch';

const VIEW: LocalCheckoutView = {
  id: 'cs_local_1',
  tier: 'tier2',
  planName: 'Professional',
  price: 195,
  email: 'ana@studio.com',
  trialDays: 14,
  status: 'open',
};

const GET = 'GET /api/checkout/local/cs_local_1';
const PAY = 'POST /api/checkout/local/cs_local_1/pay';

function setup(handlers: Record<string, Handler> = {}) {
  const fetch = mockFetch({ [GET]: () => json(VIEW), ...handlers });
  renderApp('/checkout/pay/cs_local_1');
  return fetch;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidCard(cardNumber = '4242424242424242') {
  fill('Card number', cardNumber);
  fill('Expiry', '1299');
  fill('CVC', '123');
  fill('Name on card', 'Ana Lima');
}

const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

describe('LocalCheckoutPage', () => {
  it('shows loading, then the plan, price, trial, e-mail, the labelled fields and the test-mode note', async () => {
    setup();
    expect(screen.getByText('Loading checkout...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Professional' })).toBeTruthy();
    expect(screen.getByText('$195')).toBeTruthy();
    expect(screen.getByText('per month')).toBeTruthy();
    expect(screen.getByText('Includes a 14-day free trial, then $195 per month.')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@studio.com');
    for (const label of ['Card number', 'Expiry', 'CVC', 'Name on card']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByLabelText('Card number').getAttribute('autocomplete')).toBe('cc-number');
    expect(screen.getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(screen.getByText('Test mode:')).toBeTruthy();
    expect(subscribe()).toBeTruthy();
  });

  it('omits the trial note when there is no trial', async () => {
    setup({ [GET]: () => json({ ...VIEW, trialDays: 0 }) });
    await screen.findByRole('heading', { level: 1, name: 'Professional' });
    expect(screen.queryByText(/free trial/)).toBeNull();
  });

  it('shows the Luhn, expiry and CVC messages inline and sends nothing', async () => {
    const fetch = setup();
    await screen.findByRole('heading', { level: 1, name: 'Professional' });
    fill('Card number', '4242 4242 4242 4241');
    fill('Expiry', '01/20');
    fill('CVC', '12');
    fill('Name on card', 'Ana Lima');
    fireEvent.click(subscribe());
    expect(screen.getByText('Your card number is invalid.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is invalid.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is invalid.")).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fill('Card number', '4242424242424242');
    expect(screen.queryByText('Your card number is invalid.')).toBeNull();
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
  });

  it("shows the server's decline inline and lets the user try again", async () => {
    setup({ [PAY]: () => json({ message: 'Your card was declined.' }, 402) });
    await screen.findByRole('heading', { level: 1, name: 'Professional' });
    fillValidCard('4000000000000002');
    fireEvent.click(subscribe());
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect((subscribe() as HTMLButtonElement).disabled).toBe(false);
  });

  it('pays with Processing... and then opens the redirect URL in the app', async () => {
    let answer: (res: Response) => void = () => {};
    const fetch = setup({
      [PAY]: () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/checkout/session/cs_local_1': pending,
    });
    await screen.findByRole('heading', { level: 1, name: 'Professional' });
    fillValidCard();
    fireEvent.click(subscribe());
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const payCall = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(payCall[1]!.body))).toEqual({
      email: 'ana@studio.com',
      cardNumber: '4242424242424242',
      expiry: '12/99',
      cvc: '123',
      nameOnCard: 'Ana Lima',
    });
    await act(async () =>
      answer(json({ redirectUrl: `${window.location.origin}/checkout/success?session_id=cs_local_1` })),
    );
    expect(await screen.findByText('Loading your subscription details...')).toBeTruthy();
  });

  it('leaves the app for a redirect URL on another origin', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    setup({ [PAY]: () => json({ redirectUrl: 'https://billing.example/done' }) });
    await screen.findByRole('heading', { level: 1, name: 'Professional' });
    fillValidCard();
    fireEvent.click(subscribe());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/done'));
  });

  it('shows a not-found state for an unknown checkout', async () => {
    setup({ [GET]: () => json({ message: 'Checkout not found' }, 404) });
    expect(await screen.findByRole('heading', { name: 'Checkout Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Plans' }).getAttribute('href')).toBe('/signup');
  });

  it('shows an already completed checkout without the form', async () => {
    setup({ [GET]: () => json({ ...VIEW, status: 'complete' }) });
    expect(await screen.findByRole('heading', { name: 'Checkout Already Completed' })).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('shows an expired checkout without the form', async () => {
    setup({ [GET]: () => json({ ...VIEW, status: 'expired' }) });
    expect(await screen.findByRole('heading', { name: 'Checkout Expired' })).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it("shows the server's message when the checkout cannot be loaded", async () => {
    setup({ [GET]: () => json({ message: 'Too many requests, please slow down.' }, 429) });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Too many requests, please slow down.');
  });
});
