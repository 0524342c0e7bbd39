import { expect, test, type Page } from '@playwright/test';
import type { ApiSession } from './app-data.ts';
import { signIn } from './sign-in.ts';

/** What a walk through the app as a new user, the demo user and the demo manager found: one test per fix. */

const PHONE = { width: 390, height: 844 };

/** Each control lies within the phone's width (the row never scrolls one out of sight). */
async function expectAcrossThePhone(page: Page, names: readonly string[], role: 'tab' | 'button' = 'tab') {
  for (const name of names) {
    const box = (await page.getByRole(role, { name, exact: true }).boundingBox())!;
    expect(box, name).not.toBeNull();
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
  }
}

async function signInAsManager(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try as a manager' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
}

test('on a phone every tab of the dashboard and the team page is in view, none hidden off the edge', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsManager(page);
  await expectAcrossThePhone(page, ['Overview', 'Sessions and Reports', 'Training', 'Office Hours']);

  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Team Performance Dashboard' })).toBeVisible();
  await expectAcrossThePhone(page, ['Overview', 'Individual Performance', 'Buyer Types', 'Trends']);
});

test('on a phone every category filter of the library is in view', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto('/library');
  const chips = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
  await expect(chips.first()).toBeVisible();
  const names = await chips.allTextContents();
  expect(names.length).toBeGreaterThan(2);
  await expectAcrossThePhone(page, names, 'button');
});

test('on a phone the buyer cards keep their icon tiles square', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto('/practice');
  const cards = page.getByRole('link', { name: /^The (Analyzer|Boss|Dreamer|Relater)/ });
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) {
    const tile = card.locator('span:has(> svg)').first();
    const box = (await tile.boundingBox())!;
    expect(Math.round(box.width), await card.locator('h2').innerText()).toBe(Math.round(box.height));
  }
});

test("a team member who cannot be found gets the page's one heading", async ({ page }) => {
  await signInAsManager(page);
  await page.goto('/team/members/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Team member not found' })).toBeVisible();
});

test("an upload whose report is pending shows its duration as '—', not '0 min'", async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/sessions',
    async (route) => {
      const response = await route.fetch();
      const sessions = (await response.json()) as ApiSession[];
      const [first, ...rest] = sessions;
      const pending = { ...first!, type: 'upload', fileName: 'pending-call.txt', status: 'processing' };
      await route.fulfill({ response, json: [{ ...pending, duration: 0, report: null }, ...rest] });
    },
  );
  await signIn(page);
  await page.getByRole('tab', { name: 'Sessions and Reports' }).click();
  const row = page
    .getByRole('list', { name: 'All sessions' })
    .getByRole('listitem')
    .filter({ hasText: 'pending-call.txt' });
  await expect(row.getByText('Report Pending', { exact: true })).toBeVisible();
  await expect(row.getByText('0 min', { exact: true })).toHaveCount(0);
  await expect(row.getByRole('definition').nth(1)).toHaveText('—');
});

test("on a phone the scenario pictures keep the buyer's name, which sits at their bottom edge", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto('/legacy');
  const pictures = page
    .getByRole('region', { name: 'Training Scenarios' })
    .locator('img[src*="/images/scenarios/"]');
  await expect(pictures.first()).toBeVisible();
  // the strip a phone shows is cut from the bottom of the 16:9 picture, not its middle
  for (const picture of await pictures.all())
    expect(await picture.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('50% 100%');
});
