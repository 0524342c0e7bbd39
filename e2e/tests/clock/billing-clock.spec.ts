import { expect, test, type Page } from '@playwright/test';
import { payFor, setPasswordAndSignIn, signInAs } from '../checkout-flow.ts';

/**
 * These run against their own server whose clock POST /dev/clock moves forward (like Stripe's test
 * clocks), so the months they skip never touch the other tests' data.
 */
const NO_SUBSCRIPTION_MESSAGE = 'You need an active subscription to do this. Choose a plan to continue.';

async function advanceDays(page: Page, days: number) {
  const res = await page.request.post('/dev/clock', { data: { days } });
  expect(res.status()).toBe(200);
}

test('an Essential customer upgrades to Master, cancels, and after the period ends uploads are refused', async ({
  page,
}) => {
  const email = `essential-${Date.now()}@studio.example`;
  await payFor(page, 'Essential', email, '4242 4242 4242 4242');
  await expect(page.getByText('Essential', { exact: true })).toBeVisible();
  await setPasswordAndSignIn(page, email);
  const usage = page.getByRole('region', { name: 'Plan usage' });
  await expect(usage.getByText('60 left')).toBeVisible();

  await page.goto('/settings/billing');
  await page.getByRole('button', { name: 'Upgrade to Master' }).click();
  await page.getByRole('button', { name: 'Confirm upgrade' }).click();
  await expect(page.getByRole('button', { name: 'Master: current plan' })).toBeVisible();
  await page.goto('/');
  await expect(usage.getByText('Master')).toBeVisible();
  await expect(usage.getByText('Unlimited')).toBeVisible();
  await expect(usage.getByText('25 left')).toBeVisible();

  await page.goto('/settings/billing');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  await expect(page.getByText(/Ends on/)).toBeVisible();

  // the free trial's period ends: the subscription ends instead of renewing
  await advanceDays(page, 10);
  await signInAs(page, email);
  await page.goto('/upload');
  await expect(page.getByRole('alert').getByText(NO_SUBSCRIPTION_MESSAGE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const upload = await page.request.post('/api/sessions/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      transcript: { name: 'call.txt', mimeType: 'text/plain', buffer: Buffer.from('Planner: Hi!') },
    },
  });
  expect(upload.status()).toBe(403);
  expect((await upload.json()).message).toBe(NO_SUBSCRIPTION_MESSAGE);
  await page.goto('/settings/billing');
  await expect(page.getByText('Canceled', { exact: true })).toBeVisible();
});

test('a renewal the card declines is past_due until a new card on the billing page pays it', async ({
  page,
}) => {
  const email = `renewal-${Date.now()}@studio.example`;
  await payFor(page, 'Professional', email, '4000 0000 0000 0341');
  await expect(page.getByText('Professional', { exact: true })).toBeVisible();
  await setPasswordAndSignIn(page, email);
  await expect(page.getByText(/Free trial/).first()).toBeVisible();

  await advanceDays(page, 8);
  await signInAs(page, email);
  const banner = page.getByRole('alert').filter({ hasText: 'Your last payment failed.' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Go to billing' }).click();
  await expect(page.getByText('Payment failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Update payment method' }).click();
  await expect(page.getByRole('heading', { name: 'Update payment method' })).toBeVisible();
  await page.getByLabel('Card number').fill('5555 5555 5555 4444');
  await page.getByLabel('Expiry').fill('10/31');
  await page.getByLabel('CVC').fill('321');
  await page.getByLabel('Name on card').fill('Sam Rivers');
  await page.getByRole('button', { name: 'Save card' }).click();

  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Mastercard ending 4444 · expires 10/2031')).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Receipt for/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^ringready-receipt-\d{4}-\d\d-\d\d\.pdf$/);
});
