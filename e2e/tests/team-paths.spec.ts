import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, downloadedBytes, type ApiSession } from './app-data.ts';
import { DEMO, signIn } from './sign-in.ts';

/**
 * A manager sets a certification path on the team page; the member practises its scenario, sees the step
 * passed with its medal and downloads the certificate; the manager sees the matrix and writes a review note
 * on the member's report, which the member reads beside the automatic one.
 */
const PATH_NAME = `New hire <i>${Date.now() % 100000}</i>`;

async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a certification path: set, practised, certified, reviewed', async ({ browser, baseURL }, info) => {
  test.setTimeout(180_000);
  const manager = await (await browser.newContext({ baseURL })).newPage();
  manager.on('dialog', (d) => void d.dismiss());
  await manager.goto('/login');
  await manager.getByRole('button', { name: 'Try as a manager' }).click();
  await expect(manager.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await manager.goto('/team');
  await expect(manager).toHaveTitle('Team Performance Dashboard · RingReady');

  // the path: one scenario from the library, a pass mark any scored practice reaches
  await manager.getByRole('button', { name: 'New path' }).click();
  const form = manager.getByRole('dialog', { name: 'New certification path' });
  await form.getByLabel('Name').fill(PATH_NAME);
  const step = form.getByRole('group', { name: 'Step 1' });
  await step.getByRole('combobox', { name: 'Scenario' }).click();
  const option = manager.getByRole('option').first();
  const scenarioTitle = (await option.textContent())!.trim();
  await option.click();
  await step.getByLabel('Pass mark').fill('1');
  await form.getByRole('button', { name: 'Save path' }).click();
  await expect(form).toBeHidden();
  const matrix = manager.getByRole('table', { name: /Certification matrix/ });
  await expect(matrix.getByRole('columnheader', { name: PATH_NAME })).toBeVisible();
  await expect(matrix.getByRole('row', { name: new RegExp(DEMO.name) })).toContainText('Not started · 0/1');

  // the member practises the path's scenario
  const rep = await (await browser.newContext({ baseURL })).newPage();
  rep.on('dialog', (d) => void d.dismiss());
  await signIn(rep);
  await rep.goto('/team');
  const myPaths = rep.getByRole('list', { name: 'Certification paths' });
  await expect(myPaths.getByRole('listitem').filter({ hasText: PATH_NAME }).first()).toContainText(
    'Not started · 0 of 1 steps passed',
  );
  const scenarios = await apiGet<Array<{ id: string; title: string; buyerType: string }>>(
    rep,
    '/api/scenarios',
  );
  const scenario = scenarios.find((s) => s.title === scenarioTitle)!;
  const token = await rep.evaluate(() => localStorage.getItem('auth_token'));
  const started = await rep.request.post('/api/sessions/start', {
    headers: { Authorization: `Bearer ${token}` },
    data: { scenarioId: scenario.id, mode: 'coaching' },
  });
  expect(started.status()).toBe(200);
  const s = (await started.json()) as {
    sessionId: string;
    conversationId: string;
    websocketUrl: string;
    scenario: { id: string; buyerType: string };
  };
  const params = new URLSearchParams({
    sessionId: s.sessionId,
    conversationId: s.conversationId,
    scenarioId: s.scenario.id,
    buyerType: s.scenario.buyerType,
    websocketUrl: s.websocketUrl,
  });
  await rep.goto(`/conversation?${params.toString()}`);
  const live = rep.getByRole('region', { name: 'Live conversation' });
  await expect(live).toHaveAttribute('data-connection', 'connected');
  await expect(live.locator('[data-role="buyer"]').first()).toBeVisible();
  const turns = [
    'Congratulations! Tell me about the day you are planning. How many guests are you expecting?',
    'What matters most to you both, and what budget have you set aside?',
    'Would you like to meet on Saturday at 11 to walk through the plan together?',
  ];
  for (const [i, text] of turns.entries()) {
    await live.getByLabel('Type a message').fill(text);
    await live.getByRole('button', { name: 'Send' }).click();
    await expect(live.locator('[data-role="buyer"]')).toHaveCount(i + 2);
  }
  await live.getByRole('button', { name: 'End Session' }).click();
  await expect(rep).toHaveURL(/\/$/);
  await expect
    .poll(async () => (await apiGet<ApiSession>(rep, `/api/sessions/${s.sessionId}`)).status, {
      timeout: 90_000,
    })
    .toBe('completed');

  // the member: the step passed, its medal, and the certificate
  await rep.goto('/team');
  const card = rep.getByRole('list', { name: 'Certification paths' }).getByRole('listitem').filter({
    hasText: PATH_NAME,
  });
  await expect(card.first()).toContainText('Certified · 1 of 1 steps passed');
  await expect(card.first()).toContainText('Passed');
  await screenshots(rep, 'paths-member', info.outputPath.bind(info));
  const [download] = await Promise.all([
    rep.waitForEvent('download'),
    card.first().getByRole('button', { name: 'Download certificate' }).click(),
  ]);
  const pdf = await downloadedBytes(download);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  writeFileSync(info.outputPath('certificate.pdf'), pdf);

  // the manager: the matrix says certified, with the medal the score earned
  await manager.reload();
  const row = manager.getByRole('table', { name: /Certification matrix/ }).getByRole('row', {
    name: new RegExp(DEMO.name),
  });
  await expect(row).toContainText('Certified');
  await expect(row).toContainText(/Gold|Silver|Bronze|No medal/);
  await screenshots(manager, 'paths-manager', info.outputPath.bind(info));

  // the manager's review note, read by the member beside the report
  await manager.goto(`/report/${s.sessionId}`);
  const review = manager.getByRole('form', { name: 'Add a review note' });
  await review.getByLabel('Your review').fill('Good questions. Ask about the <b>budget</b> sooner.');
  await review.getByRole('button', { name: 'Add note' }).click();
  await expect(manager.getByRole('list', { name: 'Review notes' })).toContainText(
    'Ask about the <b>budget</b>',
  );
  await rep.goto(`/report/${s.sessionId}`);
  await expect(rep.getByRole('list', { name: 'Review notes' })).toContainText('Ask about the <b>budget</b>');
  await expect(rep.getByRole('form', { name: 'Add a review note' })).toHaveCount(0);
  await screenshots(rep, 'report-review-note', info.outputPath.bind(info));
});
