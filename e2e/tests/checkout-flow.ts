import { expect, type Page } from '@playwright/test';

/** From /login's 'Start your free trial' through the plan dialog to paying on the local checkout. */
export async function payFor(page: Page, plan: string, email: string, card: string) {
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

/**
 * Opens the welcome e-mail in the dev mailbox and sets a first password through its link, which signs the
 * new account in; it answers the first sign-in's trade question and is welcomed (not welcomed back).
 */
export async function setPasswordAndSignIn(
  page: Page,
  email: string,
  business: { trade: string; businessName?: string } = { trade: 'Photographer' },
) {
  await page.goto('/dev/mailbox');
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: /set your password/i })
    .first()
    .click();
  await page.getByRole('link', { name: /reset-password\?token=/ }).click();
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(BUYER_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(BUYER_PASSWORD);
  // setting the first password signs the new subscriber in
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: 'What do you sell?' });
  await dialog.getByRole('combobox', { name: 'Trade' }).click();
  await page.getByRole('option', { name: business.trade }).click();
  if (business.businessName) await dialog.getByLabel('Business name (optional)').fill(business.businessName);
  await dialog.getByRole('button', { name: 'Start practising' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

export const BUYER_PASSWORD = 'sam-strong-password';

export async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(BUYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
