import { expect, test, type Page } from '@playwright/test';
import { apiGet, type ApiSession } from './app-data.ts';
import { DEMO, signIn } from './sign-in.ts';

/**
 * A manager writes a team scenario and a scorecard on the team page and assigns the scenario; the member
 * practises it, the buyer answers with the written facts, and the report shows the scorecard with its quotes.
 */
const TITLE = `The Dark Barn <b>${Date.now() % 100000}</b>`;
const YEAR = new Date().getFullYear() + 1;

async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a manager’s scenario and scorecard: written, assigned, practised and graded', async ({
  browser,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  const manager = await (await browser.newContext({ baseURL })).newPage();
  await manager.goto('/login');
  await manager.getByRole('button', { name: 'Try as a manager' }).click();
  await expect(manager.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await manager.goto('/team');
  await expect(manager).toHaveTitle('Team Performance Dashboard · RingReady');

  // the scenario, from the keyboard-operable form
  await manager.getByRole('button', { name: 'New scenario' }).click();
  const form = manager.getByRole('dialog', { name: 'New team scenario' });
  // drafted from a plain description by the reader, then edited before saving
  await form
    .getByLabel('Start from a description (optional)')
    .fill(
      'A couple getting married in a dark barn in Vermont in October, 95 guests, her aunt is paying and ' +
        'worried about the light',
    );
  await form.getByRole('button', { name: 'Fill the form' }).click();
  await expect(form.getByLabel('Guests')).toHaveValue('95');
  await expect(form.getByLabel('Venue')).toHaveValue('Dark barn in Vermont');
  await expect(form.getByLabel('Concerns they raise (one per line)')).toHaveValue(
    "We're worried about the light.",
  );
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('The couple (e.g. Hannah and Owen)').fill('Hannah and Owen');
  await form.getByLabel('Wedding date').fill(`${YEAR}-10-09`);
  await form.getByLabel('Venue').fill('Maple Hollow Barn');
  await form.getByLabel('Budget ($)').fill('6500');
  await form.getByLabel('Publish now (members see it in their practice library)').check();
  await form.getByRole('button', { name: 'Save scenario' }).click();
  await expect(form).toBeHidden();
  const scenarios = manager.getByRole('list', { name: 'Team scenarios' });
  await expect(scenarios.getByRole('listitem').filter({ hasText: TITLE })).toContainText('Published');

  // the scorecard
  await manager.getByRole('button', { name: 'New scorecard' }).click();
  const card = manager.getByRole('dialog', { name: 'New scorecard' });
  await card.getByLabel('Name').fill('Barn calls');
  const first = card.getByRole('group', { name: 'Check 1' });
  await first.getByLabel('Label').fill('Asks about the budget');
  await first.getByLabel('Topic').fill('budget');
  await card.getByRole('button', { name: 'Add a check' }).click();
  const second = card.getByRole('group', { name: 'Check 2' });
  await second.getByRole('combobox', { name: 'Kind' }).click();
  await manager.getByRole('option', { name: 'Says' }).click();
  await second.getByLabel('Label').fill('Offers a walk-through');
  await second.getByLabel('Phrase').fill('walk-through at the barn');
  await card.getByRole('button', { name: 'Save scorecard' }).click();
  await expect(card).toBeHidden();
  await expect(
    manager.getByRole('list', { name: 'Scorecards' }).getByRole('listitem').filter({ hasText: 'Barn calls' }),
  ).toContainText('Active');
  await screenshots(manager, 'team-programs', info.outputPath.bind(info));

  // assigned to the demo salesperson
  await manager.getByRole('button', { name: 'Assign a scenario' }).click();
  const assign = manager.getByRole('dialog', { name: 'Assign a scenario' });
  await assign.getByLabel(DEMO.name).check();
  await assign.getByRole('combobox', { name: 'Scenario' }).click();
  await manager.getByRole('option', { name: TITLE }).click();
  const due = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await assign
    .getByLabel('Due date')
    .fill(`${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`);
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign).toBeHidden();

  // the member practises it: the buyer answers with the written facts
  const rep = await (await browser.newContext({ baseURL })).newPage();
  rep.on('dialog', (d) => void d.dismiss());
  await signIn(rep);
  const assigned = rep
    .getByRole('list', { name: 'Assigned practice' })
    .getByRole('listitem')
    .filter({ hasText: TITLE });
  await assigned.getByRole('button', { name: `Start practice: ${TITLE}` }).click();
  await expect(rep).toHaveURL(/\/conversation\?/);
  const sessionId = new URL(rep.url()).searchParams.get('sessionId')!;
  await expect(rep.getByText(TITLE).first()).toBeVisible();
  const live = rep.getByRole('region', { name: 'Live conversation' });
  await expect(live).toHaveAttribute('data-connection', 'connected');
  await expect(live.locator('[data-role="buyer"]').first()).toBeVisible();
  const turns: Array<[string, RegExp | null]> = [
    ['Congratulations! How many guests are you expecting?', /95/],
    ['Where is the wedding taking place?', /Maple Hollow Barn/],
    ['What budget have you set aside for photography?', /\$6,500/],
    ['Would you like to do a walk-through at the barn with Rose on Saturday at 11?', null],
  ];
  for (const [i, [text, expected]] of turns.entries()) {
    await live.getByLabel('Type a message').fill(text);
    await live.getByRole('button', { name: 'Send' }).click();
    await expect(live.locator('[data-role="buyer"]')).toHaveCount(i + 2);
    if (expected) await expect(live.locator('[data-role="buyer"]').nth(i + 1)).toContainText(expected);
  }
  await live.getByRole('button', { name: 'End Session' }).click();
  await expect(rep).toHaveURL(/\/$/);

  // the report shows the scorecard with its quotes
  await expect
    .poll(async () => (await apiGet<ApiSession>(rep, `/api/sessions/${sessionId}`)).status, {
      timeout: 90_000,
    })
    .toBe('completed');
  await rep.goto(`/report/${sessionId}`);
  const scorecard = rep.getByRole('region', { name: 'Team Scorecard' });
  await expect(scorecard).toContainText('Barn calls');
  await expect(scorecard).toContainText('Asks about the budget(passed)');
  await expect(scorecard).toContainText('What budget have you set aside for photography?');
  await expect(scorecard).toContainText('Offers a walk-through(passed)');
  await screenshots(rep, 'report-scorecard', info.outputPath.bind(info));
});
