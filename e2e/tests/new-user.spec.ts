import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, type ApiSession } from './app-data.ts';
import { signIn } from './sign-in.ts';

/** What a new user tripped over: each test walks the path they took. */

const uploadButton = (page: Page) => page.getByRole('button', { name: 'Upload & Analyze' });
const fileInput = (page: Page) => page.getByTestId('transcript-input');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });
const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function openUpload(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Real Call Analysis' })).toBeVisible();
}

test('a refused upload says the same thing inline as in the toast, and "try again" only when it can help', async ({
  page,
}) => {
  await signIn(page);
  await openUpload(page);

  // not a transcript: binary bytes in a .txt file; the server refuses it (415)
  await fileInput(page).setInputFiles({
    name: 'scan.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 1, 2, 3]),
  });
  await uploadButton(page).click();
  const refusal = "This file doesn't look like a text transcript.";
  const toasts = toastRegion(page);
  await expect(toasts.getByText('Upload Failed', { exact: true })).toBeVisible();
  await expect(toasts.getByText(refusal, { exact: true })).toBeVisible();
  const inline = page.getByRole('main').getByRole('alert');
  await expect(inline).toContainText('Upload failed.');
  await expect(inline).toContainText(refusal);
  await expect(page.getByRole('main')).not.toContainText(/try again/i);
  await expect(uploadButton(page)).toBeDisabled();

  // the wrong type, refused before sending: the inline note repeats the toast
  await page.getByRole('button', { name: 'Remove scan.txt' }).click();
  await fileInput(page).setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(toasts.getByText('File Type Not Supported', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(
        '“setup.exe” was not added: File Type Not Supported. ' +
          'Please upload a text file (.txt), markdown (.md), PDF, or Word document.',
      ),
  ).toBeVisible();

  // too large, also refused before sending
  await fileInput(page).setInputFiles({
    name: 'huge.txt',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x61),
  });
  await expect(toasts.getByText('File Too Large', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText('“huge.txt” was not added: File Too Large. Please upload a file smaller than 10MB.'),
  ).toBeVisible();

  // a transient server failure keeps the retry advice, and the button stays usable
  await page.route('**/api/sessions/upload', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"The server is busy."}',
    }),
  );
  await fileInput(page).setInputFiles({
    name: 'call.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('A: Hi\nB: Hello\n'),
  });
  await uploadButton(page).click();
  await expect(toasts.getByText('The server is busy.', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('main').getByText('Upload failed. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(uploadButton(page)).toBeEnabled();
});

test("a report id that does not exist shows 'Report Not Found' without the 'Report Not Ready' toast", async ({
  page,
}) => {
  await signIn(page);
  const id = '00000000-0000-4000-8000-000000000000';
  const sessionAnswer = page.waitForResponse((res) => new URL(res.url()).pathname === `/api/sessions/${id}`);
  await page.goto(`/report/${id}`);
  await expect(page.getByRole('heading', { name: 'Report Not Found' })).toBeVisible();
  expect((await sessionAnswer).status()).toBe(404);
  await expect(page).toHaveTitle('Report Not Found · RingReady');
  // give a late toast the time to show before checking it never did
  await page.waitForTimeout(500);
  await expect(page.getByText('Report Not Ready')).toHaveCount(0);
  await expect(page.getByText(/still being generated/)).toHaveCount(0);
});

test("an upload without timestamps gets the call's stated length as its duration on the dashboard", async ({
  page,
}) => {
  const body = readFileSync(
    fileURLToPath(new URL('../../core/eval/transcripts/02-analyzer-venue-poor.txt', import.meta.url)),
    'utf8',
  );
  const fileName = 'stated-length-call.txt';
  await signIn(page);
  await openUpload(page);
  await fileInput(page).setInputFiles({
    name: fileName,
    mimeType: 'text/plain',
    buffer: Buffer.from(`Venue enquiry call\nDuration: 32:10\n\n${body}`),
  });
  await uploadButton(page).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  await page.getByRole('tab', { name: 'Sessions and Reports' }).click();
  const row = page
    .getByRole('list', { name: 'All sessions' })
    .getByRole('listitem')
    .filter({ hasText: fileName });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  const session = (await apiGet<ApiSession[]>(page, '/api/sessions')).find((s) => s.fileName === fileName)!;
  expect(session.duration).toBe(32 * 60 + 10);
  await expect(row.getByText(`${Math.round(session.duration / 60)} min`, { exact: true })).toBeVisible();
  await expect(row.getByText('0 min', { exact: true })).toHaveCount(0);
});

test('on a phone every navigation item is reachable, with a visible cue for the hidden ones', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Main (compact)' });
  await expect(nav).toBeVisible();
  await expect(mainNav(page)).toBeHidden();
  const labels = ['Dashboard', 'Practice', 'Library', 'Upload', 'In-Call', 'Prep', 'Team'];
  for (const label of labels)
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(1);

  const team = nav.getByRole('link', { name: 'Team', exact: true });
  await expect(team).not.toBeInViewport({ ratio: 1 });
  const more = page.getByTestId('compact-nav-more-right');
  await expect(more).toBeVisible();
  await more.click();
  await expect(team).toBeInViewport({ ratio: 1 });
  await expect(more).toBeHidden();
  await expect(page.getByTestId('compact-nav-more-left')).toBeVisible();

  // keyboard: tabbing through the links brings each one into view
  await page.getByTestId('compact-nav-more-left').click();
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeInViewport({ ratio: 1 });
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).focus();
  for (const label of labels.slice(1)) {
    await page.keyboard.press('Tab');
    const link = nav.getByRole('link', { name: label, exact: true });
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport({ ratio: 1 });
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/team$/);
  await expect(team).toHaveAttribute('aria-current', 'page');
  await expect(team).toBeInViewport({ ratio: 1 });
});

test('every route sets its own page title', async ({ page }) => {
  const publicRoutes: Array<[string, string]> = [
    ['/login', 'Sign In'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password', 'Reset Password'],
    ['/signup', 'Plans'],
  ];
  for (const [path, title] of publicRoutes) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} · RingReady`);
  }
  await signIn(page);
  const completed = (await apiGet<ApiSession[]>(page, '/api/sessions')).find(
    (s) => s.status === 'completed',
  )!;
  const routes: Array<[string, string]> = [
    ['/', 'Dashboard'],
    ['/practice', 'Practice'],
    ['/practice/analyzer', 'Practice with the Analyzer'],
    ['/library', 'Training Library'],
    ['/upload', 'Upload Real Call Analysis'],
    ['/live-coaching', 'In-Call Coaching'],
    ['/prep', 'Prep Center'],
    ['/team', 'Team Performance Dashboard'],
    ['/team/members/00000000-0000-4000-8000-000000000000', 'Team Member Not Found'],
    ['/join', 'Join Your Team'],
    ['/legacy', 'Sales Training Dashboard'],
    ['/conversation?sessionId=s1&conversationId=c1&scenarioId=x1', 'Live Conversation'],
    [`/report/${completed.id}`, 'Training Report'],
    ['/settings', 'Settings'],
    ['/settings/billing', 'Billing'],
    ['/checkout/card', 'Update Payment Method'],
    ['/checkout/success', 'Subscription Activated'],
    ['/checkout/pay/unknown-checkout', 'Checkout'],
    ['/no/such/page', 'Page Not Found'],
  ];
  for (const [path, title] of routes) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} · RingReady`);
  }
  // in-app navigation updates it too
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Library', exact: true }).click();
  await expect(page).toHaveTitle('Training Library · RingReady');
});

test('a toast stays on its page: following a link leaves it behind', async ({ page }) => {
  await signIn(page);
  // the sign-in's own toast comes along to the dashboard the app opens
  await expect(toastRegion(page).getByText('Welcome back!', { exact: true })).toBeVisible();
  await openUpload(page);
  await expect(toastRegion(page).getByText('Welcome back!', { exact: true })).toHaveCount(0);

  await fileInput(page).setInputFiles({
    name: 'notes.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  const refused = toastRegion(page).getByText('File Type Not Supported', { exact: true });
  await expect(refused).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Library', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Training Library' })).toBeVisible();
  await expect(refused).toHaveCount(0);

  // and going back does not bring it back
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Real Call Analysis' })).toBeVisible();
  await expect(refused).toHaveCount(0);
});

test('only one library video plays at a time', async ({ page }) => {
  // the video host is not reachable in tests: its player answers with a stub page
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>player</title><p>player</p>',
    }),
  );
  await signIn(page);
  await page.goto('/library');
  const plays = page.getByRole('button', { name: 'Play Video', exact: true });
  await expect(plays.first()).toBeVisible();
  const count = await plays.count();
  expect(count).toBeGreaterThan(1);
  const players = page.locator('iframe[src*="player.vimeo.com/video/"]');

  await plays.nth(0).click();
  await expect(players).toHaveCount(1);
  const firstSrc = await players.getAttribute('src');
  await expect(plays).toHaveCount(count - 1);

  await plays.nth(0).click();
  await expect(players).toHaveCount(1);
  expect(await players.getAttribute('src')).not.toBe(firstSrc);
  await expect(players).toHaveAttribute('src', /autoplay=1/);
  // the first video's card is back to its thumbnail, so it is stopped and can be started again
  await expect(plays).toHaveCount(count - 1);
});
