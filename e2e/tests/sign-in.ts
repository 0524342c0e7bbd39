import { expect, type Page } from '@playwright/test';

/** The seeded demo account. */
export const DEMO = { email: 'demo@ringready.app', password: 'ringready-demo', name: 'Demo User' };

export async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO.name}` })).toBeVisible();
}
