import { expect, test, type FrameLocator } from '@playwright/test';
import { signIn } from './sign-in.ts';

/**
 * A buyer who is pushed again and again ends the call herself: the widget says who ended it and why, and the
 * report leads its next steps with the reason. Every line below is a pushy salesperson's, typed turn by turn.
 */
const PUSHY_TURNS = [
  "Hi, I'm Dan from Oak Hall. Our full package is $9,000 and honestly you need to book it today.",
  'Another couple is looking at your date right now, so I need a yes or no before we hang up.',
  "Everyone books on the first call, it's really not a big decision. Yes or no?",
  'This price is only good until tonight. Sign now or you lose the date.',
  "Look, I don't have all day. Are you booking or not?",
  'Last chance: yes or no, right now.',
  "I'll take that as a yes then, I'm sending the contract.",
  'Come on, just sign it.',
];

async function sendTurn(frame: FrameLocator, text: string, buyerLinesBefore: number) {
  await frame.getByLabel('Type a message').fill(text);
  await frame.getByRole('button', { name: 'Send' }).click();
  await expect(frame.locator('[data-role="salesperson"]').filter({ hasText: text })).toBeVisible();
  await expect(frame.locator('[data-role="buyer"]')).toHaveCount(buyerLinesBefore + 1);
}

test('a buyer pushed again and again ends the call, and the report says why', async ({ page }, info) => {
  test.setTimeout(150_000);
  page.on('dialog', (d) => void d.dismiss()); // no microphone: typing only
  await signIn(page);
  await page.goto('/practice/boss');
  await page.getByRole('button', { name: 'Basic Practice Mode' }).click();
  const frame = page.frameLocator('iframe[title="Voice practice with the Boss"]');
  await frame.getByRole('button', { name: 'Start conversation' }).click();
  await expect(frame.locator('[data-role="buyer"]').first()).toBeVisible();

  const ended = frame.getByRole('heading', { name: 'Session Completed' });
  let turns = 0;
  for (const text of PUSHY_TURNS) {
    if (await ended.isVisible()) break;
    const before = await frame.locator('[data-role="buyer"]').count();
    await sendTurn(frame, text, before);
    turns += 1;
    // the buyer's goodbye closes the call a moment after it is shown
    await ended.waitFor({ timeout: 3_000 }).catch(() => undefined);
  }
  await expect(ended).toBeVisible();
  expect(turns).toBeLessThan(PUSHY_TURNS.length + 1);
  const status = frame.getByRole('status').filter({ has: ended });
  await expect(status).toContainText(/ended the call/i);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: info.outputPath(`buyer-ended-${width}.png`), fullPage: true });
  }

  const href = await frame.getByRole('link', { name: 'View report' }).getAttribute('href');
  await page.goto(href!);
  const steps = page.getByRole('region', { name: 'Recommended Next Steps' });
  await expect(steps).toBeVisible({ timeout: 90_000 });
  await expect(steps.getByRole('listitem').first()).toContainText(
    'The buyer ended the call after repeated pressure',
  );
});
