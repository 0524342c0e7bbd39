import { expect, test, type Page } from '@playwright/test';

async function payFor(page: Page, plan: string, email: string, card: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Start your free trial' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole('button', { name: new RegExp(`Start ${plan}`) }).click();
  await expect(page.getByRole('dialog', { name: 'Complete Your Subscription' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').press('Enter');
  await expect(page).toHaveURL(/\/checkout\/pay\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Sam Rivers');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

/** Opens the welcome e-mail in the dev mailbox, sets a password through its link and signs in. */
async function setPasswordAndSignIn(page: Page, email: string) {
  await page.goto('/dev/mailbox');
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: /set your password/i })
    .first()
    .click();
  await page.getByRole('link', { name: /reset-password\?token=/ }).click();
  await page.getByLabel('New password', { exact: true }).fill('sam-strong-password');
  await page.getByLabel(/Confirm/).fill('sam-strong-password');
  await page.getByRole('button', { name: /reset|save|set/i }).click();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sam-strong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

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

test('an Essential customer upgrades to Master in Settings, the limits change at once, then cancels', async ({
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
});
