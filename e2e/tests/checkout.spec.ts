import { expect, test } from '@playwright/test';
import { payFor, setPasswordAndSignIn } from './checkout-flow.ts';

test('a visitor buys Professional on the local checkout, sets a password and sees the plan', async ({
  page,
}) => {
  const email = `sam-${Date.now()}@studio.example`;
  await payFor(page, 'Professional', email, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByText('Your subscription has been successfully activated')).toBeVisible();
  await expect(page.getByText('Professional', { exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/^sub_/)).toBeVisible();

  await setPasswordAndSignIn(page, email);
  const usage = page.getByRole('region', { name: 'Plan usage' });
  await expect(usage.getByText('Professional')).toBeVisible();
  await expect(usage.getByText('300 left')).toBeVisible();
  await expect(usage.getByText('10 left')).toBeVisible();
});

test('a new account says what it sells, and practice is for that trade', async ({ page }) => {
  const email = `dj-${Date.now()}@studio.example`;
  await payFor(page, 'Essential', email, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await setPasswordAndSignIn(page, email, { trade: 'DJ / band', businessName: 'Night Owl Sound' });
  await page.goto('/settings');
  await expect(page.getByRole('combobox', { name: 'Trade' })).toHaveText('DJ / band');
  await expect(page.getByLabel('Business name')).toHaveValue('Night Owl Sound');
  await page.goto('/legacy');
  await expect(page.getByText('A DJ on Short Notice')).toBeVisible();
  await expect(page.getByText("The Groom Who Wants the DJ's Bottom Line")).toBeVisible();
  // a later sign-in does not ask again
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'What do you sell?' })).toHaveCount(0);
});

test('a declined card shows the error and creates no account', async ({ page }) => {
  const email = `declined-${Date.now()}@studio.example`;
  await payFor(page, 'Professional', email, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/pay\//);
  const login = await page.request.post('/api/auth/login', { data: { email, password: 'anything-at-all' } });
  expect(login.status()).toBe(401);
  await page.goto('/dev/mailbox');
  await expect(page.getByText(email)).toHaveCount(0);
});
