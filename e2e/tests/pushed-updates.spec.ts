import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Request } from '@playwright/test';
import { signIn } from './sign-in.ts';

const transcript = fileURLToPath(
  new URL('../../core/eval/transcripts/09-boss-florist-okay.txt', import.meta.url),
);

const pathOf = (request: Request) => new URL(request.url()).pathname;

/**
 * The dashboard learns that an analysis finished from the server's event stream, not by asking again:
 * while the session is processing the session list is not re-read, and the one read that brings
 * 'Completed' comes with a read of the figures (both follow the pushed event).
 */
test("an upload's 'Report Pending' turns 'Completed' on the dashboard from a pushed event, without polling", async ({
  page,
}) => {
  const fileName = `e2e-pushed-${Date.now()}.txt`;
  const reads: Array<{ path: string; at: number }> = [];
  const streams: Request[] = [];
  page.on('request', (request) => {
    const path = pathOf(request);
    if (path === '/api/events') streams.push(request);
    else if (path === '/api/sessions' || path === '/api/sessions/figures')
      reads.push({ path, at: Date.now() });
  });
  const finished: string[] = [];
  page.on('requestfinished', (request) => finished.push(pathOf(request)));
  page.on('requestfailed', (request) => finished.push(pathOf(request)));

  const opened = page.waitForResponse((res) => pathOf(res.request()) === '/api/events');
  await signIn(page);
  const stream = await opened;
  expect(stream.status()).toBe(200);
  expect(stream.headers()['content-type']).toMatch(/^text\/event-stream/);
  expect(streams[0]!.headers().authorization).toMatch(/^Bearer \S+$/);

  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Upload', exact: true })
    .click();
  await page.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: 'text/plain',
    buffer: readFileSync(transcript),
  });
  await page.getByRole('button', { name: 'Upload & Analyze' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

  await page.getByRole('tab', { name: 'Sessions and Reports' }).click();
  const row = page
    .getByRole('list', { name: 'All sessions' })
    .getByRole('listitem')
    .filter({ hasText: fileName });
  await expect(row.getByText('Report Pending')).toBeVisible();
  const pendingAt = Date.now();
  const readsBefore = reads.length;

  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(/^\d{1,3}\/100$/)).toBeVisible();
  const completedAt = Date.now();
  const during = reads.slice(readsBefore);
  const lists = during.filter((r) => r.path === '/api/sessions');
  const measured = `pending shown for ${completedAt - pendingAt} ms; list reads meanwhile: ${lists.length}`;
  test.info().annotations.push({ type: 'measured', description: measured });
  console.info(measured);

  // the list was read once more (or twice, had two events arrived), never on a timer
  expect(lists.length).toBeGreaterThanOrEqual(1);
  expect(lists.length).toBeLessThanOrEqual(2);
  // each list read follows an event: the figures were read along with it
  for (const list of lists)
    expect(during.some((r) => r.path === '/api/sessions/figures' && Math.abs(r.at - list.at) < 1000)).toBe(
      true,
    );
  // the stream stayed open the whole time: one connection, never finished
  expect(streams).toHaveLength(1);
  expect(finished).not.toContain('/api/events');

  // nothing is read again while nothing changes
  const settled = reads.length;
  await page.waitForTimeout(7_000);
  expect(reads.slice(settled)).toEqual([]);
});
