import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './sign-in.ts';

const transcript = (file: string) =>
  fileURLToPath(new URL(`../../core/eval/transcripts/${file}`, import.meta.url));
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function openUpload(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Upload', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Real Call Analysis' })).toBeVisible();
  await expect(
    page.getByText(/You have \d+ real call analyses remaining this billing period\./),
  ).toBeVisible();
}

const uploadButton = (page: Page) => page.getByRole('button', { name: 'Upload & Analyze' });

/**
 * Clicks Upload & Analyze and checks the success texts and the redirect to / after about 2 s.
 * Resolves with the dashboard's first read of /api/sessions after the upload.
 */
async function uploadAndExpectRedirect(page: Page, onUploading?: () => Promise<void>): Promise<void> {
  await uploadButton(page).click();
  if (onUploading) await onUploading();
  const inline = page.getByText('File uploaded successfully! Your analysis is being generated.', {
    exact: true,
  });
  await expect(inline).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByText('Upload Successful', { exact: true })).toBeVisible();
  await expect(
    page.getByText("Your transcript is being analyzed. You'll receive an email when the report is ready.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(uploadButton(page)).toBeDisabled();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  const elapsed = Date.now() - shownAt;
  expect(elapsed).toBeGreaterThan(1_500);
  expect(elapsed).toBeLessThan(4_000);
  await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO.name}` })).toBeVisible();
}

/**
 * The new session on the dashboard: 'Report Pending' while the server is still analyzing, then
 * 'Completed' with a score without a reload (the server pushes the status change over /api/events).
 * The e2e server delays analysis by 5 s (ANALYSIS_START_DELAY_SECONDS), so the pending state is always seen.
 */
async function expectSessionCompletes(page: Page, fileName: string): Promise<Locator> {
  await page.getByRole('tab', { name: 'Sessions and Reports' }).click();
  const row = page
    .getByRole('list', { name: 'All sessions' })
    .getByRole('listitem')
    .filter({ hasText: fileName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Report Pending')).toBeVisible();
  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(/^\d{1,3}\/100$/)).toBeVisible();
  return row;
}

async function openReport(page: Page, row: Locator) {
  await row.getByRole('link', { name: /View Report/ }).click();
  await expect(page).toHaveURL(/\/report\/[0-9a-f-]{36}$/);
  const dialog = page.getByRole('dialog', { name: 'Training Report' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function mailboxSubjects(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/dev/mailbox')).text();
  return [...html.matchAll(/<a href="\/dev\/mailbox\/[^"]+">([^<]*)<\/a>/g)].map((m) => m[1]!);
}

test(
  'a .docx picked with Select File uploads with progress, is analyzed, ' +
    'and its report downloads as PDF and e-mails',
  async ({ page }) => {
    const fileName = `e2e-caterer-${Date.now()}.docx`;
    await signIn(page);
    await openUpload(page);
    await expect(page.getByRole('heading', { name: "What You'll Get" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Usage This Period' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upload Tips' })).toBeVisible();
    await expect(uploadButton(page)).toBeDisabled();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Select File' }).click();
    await (
      await chooser
    ).setFiles({
      name: fileName,
      mimeType: DOCX_MIME,
      buffer: readFileSync(transcript('06-analyzer-caterer-good.docx')),
    });
    await expect(page.getByText(fileName, { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+(\.\d)? KB$/)).toBeVisible();
    await expect(uploadButton(page)).toBeEnabled();

    // Slow the upload down so the progress bar can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 3 * 1024,
    });
    await uploadAndExpectRedirect(page, async () => {
      await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
      await expect(
        page.getByText(/^(Uploading… \d{1,3}%|Upload complete\. Checking your transcript…)$/),
      ).toBeVisible();
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    });

    const row = await expectSessionCompletes(page, fileName);
    const dialog = await openReport(page, row);
    await expect(dialog.getByText(`Generated by AI Analysis • ${fileName}`)).toBeVisible();
    await expect(dialog.getByText(/^Overall score: \d{1,3}\/100$/)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Key Strengths' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Detailed Performance Metrics' })).toBeVisible();

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    await expect(page.getByText('Download Started', { exact: true })).toBeVisible();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ringready-report-[0-9a-f-]{36}\.pdf$/);
    const pdf = readFileSync(await file.path());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const reportMailsBefore = (await mailboxSubjects(page)).filter((s) => /report/i.test(s)).length;
    await dialog.getByRole('button', { name: 'Email Report' }).click();
    await expect(page.getByText('Report Emailed', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Your training report has been sent to your email address.', { exact: true }),
    ).toBeVisible();
    await expect
      .poll(async () => (await mailboxSubjects(page)).filter((s) => /report/i.test(s)).length)
      .toBeGreaterThan(reportMailsBefore);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
  },
);

test('a .vtt dropped on the drop zone is analyzed, and "Not you?" recomputes its report', async ({
  page,
}) => {
  const fileName = `e2e-florist-${Date.now()}.vtt`;
  await signIn(page);
  await openUpload(page);

  const zone = page.getByRole('group', { name: 'Transcript drop zone' });
  const text = readFileSync(transcript('03-analyzer-florist-good.vtt'), 'utf8');
  const dataTransfer = await page.evaluateHandle(
    ({ text, fileName }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], fileName, { type: 'text/vtt' }));
      dt.items.add(new File(['ignored'], 'second.txt', { type: 'text/plain' }));
      return dt;
    },
    { text, fileName },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText(fileName, { exact: true })).toBeVisible();
  await expect(page.getByText('second.txt')).toHaveCount(0);
  await uploadAndExpectRedirect(page);

  const row = await expectSessionCompletes(page, fileName);
  const dialog = await openReport(page, row);
  await expect(dialog.getByText(`Generated by AI Analysis • ${fileName}`)).toBeVisible();

  // The florist (Marisol) is detected as the salesperson; say the buyer (Kenji) was "you" instead.
  const speakers = dialog.getByRole('region', { name: 'Speakers (2)' });
  await expect(
    speakers.getByRole('listitem').filter({ hasText: 'Marisol' }).getByText('You (salesperson)'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Not you?' }).click();
  const form = dialog.getByRole('group', { name: 'Which speaker(s) were you?' });
  await form.getByRole('checkbox', { name: 'Kenji' }).click();
  await form.getByRole('checkbox', { name: 'Marisol' }).click();
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/speakers') && res.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Update report' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Report Updated', { exact: true })).toBeVisible();
  await expect(
    speakers.getByRole('listitem').filter({ hasText: 'Kenji' }).getByText('You (salesperson)'),
  ).toBeVisible();
  await expect(
    speakers.getByRole('listitem').filter({ hasText: 'Marisol' }).getByText('Buyer', { exact: true }),
  ).toBeVisible();
});

test('an unsupported or too large file is refused with the spec texts', async ({ page }) => {
  await signIn(page);
  await openUpload(page);
  const input = page.locator('input[type="file"]');

  await input.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ not a transcript'),
  });
  await expect(page.getByText('File Type Not Supported', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please upload a text file (.txt), markdown (.md), PDF, or Word document.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(uploadButton(page)).toBeDisabled();

  await input.setInputFiles({
    name: 'huge.txt',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 'a'),
  });
  await expect(page.getByText('File Too Large', { exact: true })).toBeVisible();
  await expect(page.getByText('Please upload a file smaller than 10MB.', { exact: true })).toBeVisible();
  await expect(uploadButton(page)).toBeDisabled();
});
