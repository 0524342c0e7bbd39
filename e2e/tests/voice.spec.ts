import { expect, test, type BrowserContext, type FrameLocator, type Page } from '@playwright/test';
import { makeNoiseWav, makeSpeechWav } from '../make-speech-wav.ts';
import { browserHearing } from './live-practice.ts';
import { signIn } from './sign-in.ts';
import { makePausedSpeechWav } from './voice-wav.ts';

async function openWidget(
  page: Page,
  mode: 'Basic Practice Mode' | 'Practice with AI Coaching',
): Promise<FrameLocator> {
  await page.goto('/practice/boss');
  await page.getByRole('button', { name: mode }).click();
  const frame = page.frameLocator('iframe[title="Voice practice with the Boss"]');
  await frame.getByRole('button', { name: 'Start conversation' }).click();
  await expect(frame.getByText('Session Started', { exact: true })).toBeVisible();
  await expect(frame.getByRole('status', { name: 'Connection: Connected' })).toBeVisible();
  // the buyer opens the call
  await expect(frame.locator('[data-role="buyer"]').first()).toBeVisible();
  return frame;
}

async function endAndReadSessionId(frame: FrameLocator): Promise<string> {
  await frame.getByRole('button', { name: 'End Session' }).click();
  await expect(frame.getByRole('heading', { name: 'Session Completed' })).toBeVisible();
  const href = await frame.getByRole('link', { name: 'View report' }).getAttribute('href');
  const sessionId = href?.split('/').pop();
  expect(sessionId).toBeTruthy();
  return sessionId!;
}

/** Ends a call too short for a report: the widget asks first, then promises none. */
async function endShortCall(frame: FrameLocator): Promise<void> {
  await frame.getByRole('button', { name: 'End Session' }).click();
  await frame.getByRole('button', { name: 'End without a report' }).click();
  await expect(frame.getByRole('heading', { name: 'Session Ended' })).toBeVisible();
}

test.describe('typed practice conversation', () => {
  test('start, type a question, get answers, end, and find the completed session on the dashboard', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    page.on('dialog', (d) => void d.dismiss()); // no microphone here: the denied alert is dismissed, typing still works
    await signIn(page);
    const frame = await openWidget(page, 'Basic Practice Mode');

    // a few exchanges: the analyzer refuses conversations that are too short to score
    const questions = [
      'Congratulations! How many guests are you expecting at the wedding?',
      'What matters most to you about the day?',
      'What worries you most about choosing a venue?',
      'Would you like to come in on Saturday at 11 to see the room and go through the options?',
    ];
    for (const [i, question] of questions.entries()) {
      await frame.getByLabel('Type a message').fill(question);
      await frame.getByRole('button', { name: 'Send' }).click();
      await expect(frame.locator('[data-role="salesperson"]').filter({ hasText: question })).toBeVisible();
      await expect(frame.locator('[data-role="buyer"]')).toHaveCount(i + 2);
    }

    const sessionId = await endAndReadSessionId(frame);
    await expect(frame.getByText('Session Completed', { exact: true }).first()).toBeVisible();

    await page.goto('/');
    await page.getByRole('tab', { name: 'Sessions and Reports' }).click();
    const row = page.getByRole('listitem').filter({ has: page.locator(`a[href="/report/${sessionId}"]`) });
    await expect(row).toBeVisible({ timeout: 60_000 }); // the link appears once the report is done
    await expect(row.getByText('Completed')).toBeVisible();
  });

  test('coaching mode feeds the live panel from the conversation', async ({ page }) => {
    page.on('dialog', (d) => void d.dismiss());
    await signIn(page);
    const frame = await openWidget(page, 'Practice with AI Coaching');
    await expect(page.getByRole('heading', { name: 'Live Practice Session' })).toBeVisible();
    await frame.getByLabel('Type a message').fill('What worries you most about the day?');
    await frame.getByRole('button', { name: 'Send' }).click();
    const metrics = page.getByRole('group', { name: 'Live metrics' });
    await expect(metrics.getByText('Questions Asked').locator('..')).toContainText('1');
    await expect(frame.locator('[data-role="buyer"]')).toHaveCount(2);
    await frame.getByLabel('Type a message').fill('What matters most to you both?');
    await frame.getByRole('button', { name: 'Send' }).click();
    // 4 messages → a suggestion request 1.5 s later
    await expect(
      page.getByRole('region', { name: 'Coaching suggestions' }).getByRole('listitem').first(),
    ).toBeVisible({ timeout: 15_000 });
    await endAndReadSessionId(frame);
  });
});

// Its own browser: the fake-microphone flags apply to the whole browser, and test.use({ launchOptions })
// would force them on every test in this file.
/**
 * Notes in every frame whether an element matching `selector` ever appeared: the live transcript bubble
 * only lives while the salesperson speaks. `seenInWidget` reads the note from the voice widget's frame.
 */
async function watchFor(context: BrowserContext, selector: string): Promise<void> {
  await context.addInitScript((watched) => {
    new MutationObserver(() => {
      if (document.querySelector(watched)) (window as { seen?: boolean }).seen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, selector);
}

async function seenInWidget(page: Page): Promise<boolean> {
  const widget = page.frames().find((f) => f.url().includes('/widget.html'))!;
  return (await widget.evaluate(() => (window as { seen?: boolean }).seen)) === true;
}

test('spoken turn with a fake microphone: transcribed, answered, and the answer is heard', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const browser = await browserHearing(makeSpeechWav('how many guests are you expecting at the wedding'));
  try {
    const context = await browser.newContext({ baseURL });
    await watchFor(context, '[data-role="salesperson-tentative"]');
    const page = await context.newPage();
    await signIn(page);
    const frame = await openWidget(page, 'Basic Practice Mode');
    const view = frame.getByRole('region', { name: 'Live conversation' });
    await expect(view).toHaveAttribute('data-recording', 'true');
    await expect(
      frame
        .locator('[data-role="salesperson"]')
        .filter({ hasText: /guests/i })
        .first(),
    ).toBeVisible({ timeout: 45_000 });
    await expect(frame.locator('[data-role="buyer"]').nth(1)).toBeVisible({ timeout: 15_000 });
    expect(await seenInWidget(page)).toBe(true);
    await expect
      .poll(async () => Number(await view.getAttribute('data-audio-chunks')), { timeout: 15_000 })
      .toBeGreaterThan(1);
    // typed turns keep working alongside the microphone
    await frame.getByLabel('Type a message').fill('When is the wedding?');
    await frame.getByRole('button', { name: 'Send' }).click();
    await expect(
      frame.locator('[data-role="salesperson"]').filter({ hasText: 'When is the wedding?' }),
    ).toBeVisible();
    await endAndReadSessionId(frame);
  } finally {
    await browser.close();
  }
});

test('a sentence with a pause for breath in the middle makes one salesperson bubble and one answer', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const wav = await makePausedSpeechWav(
    ['So the package I would recommend for the two of you is', 'the full day collection with the album.'],
    { pauseSeconds: 0.9 },
  );
  const browser = await browserHearing(wav);
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signIn(page);
    const frame = await openWidget(page, 'Basic Practice Mode');
    const salesperson = frame.locator('[data-role="salesperson"]');
    const buyer = frame.locator('[data-role="buyer"]');
    // both halves of the sentence in one bubble, answered once (words either side of the pause; the first
    // words of a synthetic voice may be misheard on a starved CPU: "the package I would recommend" came back
    // as "the parka jywere command")
    await expect(salesperson.first()).toBeVisible({ timeout: 45_000 });
    await expect(salesperson.first()).toContainText(/two of you/i);
    await expect(salesperson.first()).toContainText(/album/i);
    await expect(buyer).toHaveCount(2, { timeout: 15_000 });
    // nothing more arrives while the microphone stays silent
    await page.waitForTimeout(3000);
    await expect(salesperson).toHaveCount(1);
    await expect(buyer).toHaveCount(2);
    await endShortCall(frame); // one turn of the salesperson's
  } finally {
    await browser.close();
  }
});

test('a microphone that hears only noise, breathing, music and coughs makes no turn', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const browser = await browserHearing(makeNoiseWav());
  try {
    const context = await browser.newContext({ baseURL });
    await watchFor(context, '[data-role="salesperson-tentative"], [data-role="salesperson"]');
    const page = await context.newPage();
    await signIn(page);
    const frame = await openWidget(page, 'Basic Practice Mode');
    await expect(frame.getByRole('region', { name: 'Live conversation' })).toHaveAttribute(
      'data-recording',
      'true',
    );
    // the whole clip set (≈ 40 s, looped) is not needed: 12 s holds noise, breathing, hum, music and coughs
    await page.waitForTimeout(12_000);
    expect(await seenInWidget(page)).toBeFalsy();
    await expect(frame.locator('[data-role="buyer"]')).toHaveCount(1); // the opening line only
    // the call is alive: a typed question is answered
    await frame.getByLabel('Type a message').fill('How many guests are you expecting?');
    await frame.getByRole('button', { name: 'Send' }).click();
    await expect(frame.locator('[data-role="buyer"]')).toHaveCount(2);
    await endShortCall(frame); // one typed turn
  } finally {
    await browser.close();
  }
});
