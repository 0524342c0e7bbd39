import { expect, test } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiGet, type ApiSession } from './app-data.ts';
import { openLiveConversation } from './live-practice.ts';
import { signIn } from './sign-in.ts';

test.describe('/conversation: ending a practice too short for a report', () => {
  for (const width of [1280, 390]) {
    test(`asks first and promises no report (${width} px)`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      page.on('dialog', (d) => void d.dismiss()); // no microphone here: typing still works
      await signIn(page);
      const sessionId = await openLiveConversation(page);
      const live = page.getByRole('region', { name: 'Live conversation' });
      await expect(live).toHaveAttribute('data-connection', 'connected');
      await expect(live.locator('[data-role="buyer"]').first()).toBeVisible();
      await live.getByLabel('Type a message').fill('Hello, congratulations!');
      await live.getByRole('button', { name: 'Send' }).click();
      await expect(live.locator('[data-role="buyer"]')).toHaveCount(2);

      await live.getByRole('button', { name: 'End Session' }).click();
      const dialog = page.getByRole('dialog', { name: 'End without a report?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('A report needs at least 2 turns of yours');
      await page.screenshot({
        path: path.join(tmpdir(), `ringready-short-end-${width}.png`),
        animations: 'disabled',
      });

      // keep practising: the call goes on
      await dialog.getByRole('button', { name: 'Keep practising' }).click();
      await expect(dialog).toBeHidden();
      await expect(live).toHaveAttribute('data-connection', 'connected');
      expect((await apiGet<ApiSession>(page, `/api/sessions/${sessionId}`)).status).toBe('active');

      await live.getByRole('button', { name: 'End Session' }).click();
      await dialog.getByRole('button', { name: 'End without a report' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('Session Ended', { exact: true })).toBeVisible();
      await expect(page.getByText(/too short for a report/)).toBeVisible();
      await expect(page.getByText(/Report is being generated/)).toHaveCount(0);
      await expect
        .poll(async () => (await apiGet<ApiSession>(page, `/api/sessions/${sessionId}`)).status, {
          timeout: 60_000,
        })
        .toBe('failed');
    });
  }
});
