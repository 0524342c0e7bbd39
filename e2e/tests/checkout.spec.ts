import { expect, test, type Page } from '@playwright/test';

async function payForProfessional(page: Page, email: string, card: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Start your free trial' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole('button', { name: /Start Professional/ }).click();
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

test('a visitor buys Professional on the local checkout, sets a password and sees the plan', async ({
  page,
}) => {
  const email = `sam-${Date.now()}@studio.example`;
  await payForProfessional(page, email, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByText('Your subscription has been successfully activated')).toBeVisible();
  await expect(page.getByText('Professional', { exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/^sub_/)).toBeVisible();

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
  const usage = page.getByRole('region', { name: 'Plan usage' });
  await expect(usage.getByText('Professional')).toBeVisible();
  await expect(usage.getByText('300 left')).toBeVisible();
  await expect(usage.getByText('10 left')).toBeVisible();
});

test('a declined card shows the error and creates no account', async ({ page }) => {
  const email = `declined-${Date.now()}@studio.example`;
  await payForProfessional(page, email, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/pay\//);
  const login = await page.request.post('/api/auth/login', { data: { email, password: 'anything-at-all' } });
  expect(login.status()).toBe(401);
  await page.goto('/dev/mailbox');
  await expect(page.getByText(email)).toHaveCount(0);
});
