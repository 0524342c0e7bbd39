/**
 * The coach and the report read the same conversation: a worry the salesperson brushes off is named in
 * the live panel as it happens and listed as brushed off in the report; questions asked aloud through the
 * microphone (Chromium's fake capture device playing synthesised speech) are counted in the report.
 * Screenshots of the report's findings at 1280 and 390 px go to the temp directory.
 */
import { expect, test, type Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiGet, type ApiSession } from './app-data.ts';
import { browserHearing, openLiveConversation } from './live-practice.ts';
import { signIn } from './sign-in.ts';
import { makePausedSpeechWav } from './voice-wav.ts';

/** Waits for the session's report, then opens the report page. */
async function openReport(page: Page, sessionId: string): Promise<void> {
  await expect
    .poll(async () => (await apiGet<ApiSession>(page, `/api/sessions/${sessionId}`)).status, {
      timeout: 90_000,
    })
    .toBe('completed');
  await page.goto(`/report/${encodeURIComponent(sessionId)}`);
}

test('a brushed-off worry shows in the live panel as it happens and in the report', async ({ page }) => {
  test.setTimeout(180_000);
  page.on('dialog', (d) => void d.dismiss()); // no microphone here: typing still works
  await signIn(page);
  const sessionId = await openLiveConversation(page);
  const live = page.getByRole('region', { name: 'Live conversation' });
  await expect(live).toHaveAttribute('data-connection', 'connected');
  const buyer = live.locator('[data-role="buyer"]');
  await expect(buyer.first()).toBeVisible();
  const say = async (text: string, buyerTurns: number) => {
    await live.getByLabel('Type a message').fill(text);
    await live.getByRole('button', { name: 'Send' }).click();
    await expect(buyer).toHaveCount(buyerTurns, { timeout: 20_000 });
  };
  await say('Hi, this is Sam from Oak Barn, congratulations! What worries you most about the day?', 2);
  await say("Oh don't worry about that, it never happens.", 3);
  // 4 messages → the coach reads the moment: the salesperson just waved a worry away
  const suggestions = page.getByRole('region', { name: 'Coaching suggestions' });
  await expect(suggestions.getByText('Go back to their worry')).toBeVisible({ timeout: 20_000 });
  await say('Anyway, what date are you looking at?', 4);

  await live.getByRole('button', { name: 'End Session' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 }); // back on the dashboard
  await openReport(page, sessionId);
  await page.getByRole('button', { name: /^Concerns and questions/ }).click();
  const brushed = page.getByRole('listitem').filter({ has: page.getByText('Brushed off', { exact: true }) });
  await expect(brushed.first()).toBeVisible();
  await expect(brushed.first()).toContainText("don't worry about that");

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    const section = page.getByRole('region', { name: /^Concerns and questions/ });
    const target = (await section.count()) > 0 ? section.first() : brushed.first();
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(tmpdir(), `ringready-report-findings-${width}.png`),
      animations: 'disabled',
      fullPage: false,
    });
  }
});

test('questions asked aloud through the microphone are counted in the report', async ({ baseURL }) => {
  test.setTimeout(240_000);
  // three questions as a salesperson says them, each long enough apart for the buyer to answer
  const wav = await makePausedSpeechWav(
    [
      'what matters most to you about the day',
      'how many guests are you expecting',
      'what worries you most about the venue',
    ],
    { pauseSeconds: 12, leadSeconds: 2, tailSeconds: 90 },
  );
  const browser = await browserHearing(wav);
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signIn(page);
    // the voice widget of a Basic practice with the Boss, as voice.spec.ts opens it
    await page.goto('/practice/boss');
    await page.getByRole('button', { name: 'Basic Practice Mode' }).click();
    const frame = page.frameLocator('iframe[title="Voice practice with the Boss"]');
    await frame.getByRole('button', { name: 'Start conversation' }).click();
    await expect(frame.getByRole('status', { name: 'Connection: Connected' })).toBeVisible();
    await expect(frame.getByRole('region', { name: 'Live conversation' })).toHaveAttribute(
      'data-recording',
      'true',
    );
    const salesperson = frame.locator('[data-role="salesperson"]');
    await expect(salesperson).toHaveCount(3, { timeout: 120_000 });
    // each spoken question is its own turn (the recogniser's text, punctuated or not)
    await expect(salesperson.filter({ hasText: /guests/i })).toHaveCount(1);
    await expect(frame.locator('[data-role="buyer"]')).toHaveCount(4, { timeout: 30_000 });

    await frame.getByRole('button', { name: 'End Session' }).click();
    await expect(frame.getByRole('heading', { name: 'Session Completed' })).toBeVisible();
    const href = await frame.getByRole('link', { name: 'View report' }).getAttribute('href');
    const sessionId = href?.split('/').pop() ?? '';
    expect(sessionId).not.toBe('');
    await openReport(page, sessionId);
    const asked = page.getByRole('button', { name: /^Questions you asked \((\d+)\)/ });
    await expect(asked).toBeVisible();
    const count = Number(/\((\d+)\)/.exec((await asked.innerText()) ?? '')?.[1] ?? 0);
    expect(count).toBeGreaterThanOrEqual(2);
  } finally {
    await browser.close();
  }
});
