import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signIn } from './sign-in.ts';

const TRANSCRIPT = new URL('../../core/eval/transcripts/19-relater-venue-excellent.txt', import.meta.url);

/** What a receiver does with `RingReady-Signature: t=…,v1=…`: HMAC-SHA256 of "<t>.<raw body>" with the secret. */
function signatureValid(secret: string, body: string, header: string | undefined): boolean {
  const t = /(?:^|,)t=(\d+)/.exec(header ?? '')?.[1];
  const v1 = /(?:^|,)v1=([0-9a-f]{64})/.exec(header ?? '')?.[1];
  if (!t || !v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

let server: Server;
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
let receiverUrl = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ringready`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a Master user creates an API key and a webhook, uploads with the key and sees report.ready delivered', async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  await page.goto('/settings?tab=api');

  // an API key that may upload, shown once
  await page.getByRole('button', { name: 'Create API key' }).click();
  const keyDialog = page.getByRole('dialog');
  await keyDialog.getByLabel('Name').fill('Webhook e2e');
  await keyDialog.getByLabel(/uploads:write/).check();
  await keyDialog.getByRole('button', { name: 'Create key' }).click();
  const keyField = keyDialog.getByLabel('New API key');
  await expect(keyField).toHaveValue(/^rr_live_/);
  const apiKey = await keyField.inputValue();
  await keyDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table', { name: 'API keys' }).getByText('Webhook e2e')).toBeVisible();
  await expect(page.getByText(apiKey)).toHaveCount(0);

  // a webhook endpoint on the local receiver (http and 127.0.0.1 are allowed outside production)
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const hookDialog = page.getByRole('dialog');
  await hookDialog.getByLabel('Endpoint URL').fill(receiverUrl);
  await expect(hookDialog.getByLabel(/report\.ready/)).toBeChecked();
  await hookDialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText('Webhook endpoint added')).toBeVisible();
  const item = page.getByRole('listitem', { name: receiverUrl });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Reveal' }).click();
  const secret = (await item.getByLabel('Signing secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);

  // an upload by the API key, as a tool would do it
  const form = new FormData();
  form.append('transcript', new Blob([readFileSync(TRANSCRIPT)], { type: 'text/plain' }), 'venue-call.txt');
  const upload = await fetch(`${baseURL}/api/sessions/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}` },
    body: form,
  });
  expect(upload.status).toBe(202);
  const { sessionId } = (await upload.json()) as { sessionId: string };

  // the receiver gets report.ready, correctly signed
  await expect.poll(() => received.length, { timeout: 45_000 }).toBeGreaterThan(0);
  const [hook] = received;
  expect(signatureValid(secret, hook!.body, hook!.headers['ringready-signature'] as string)).toBe(true);
  expect(signatureValid('whsec_other', hook!.body, hook!.headers['ringready-signature'] as string)).toBe(
    false,
  );
  const event = JSON.parse(hook!.body);
  expect(event).toMatchObject({ type: 'report.ready', data: { sessionId, sessionType: 'upload' } });
  expect(hook!.headers['ringready-event-id']).toBe(event.id);

  // and the delivery log shows it
  const log = item.getByRole('table', { name: `Deliveries to ${receiverUrl}` });
  await expect(async () => {
    await item.getByRole('button', { name: 'Refresh' }).click();
    const row = log.getByRole('row').filter({ hasText: 'report.ready' });
    await expect(row.getByText('Succeeded')).toBeVisible({ timeout: 1_000 });
    await expect(row.getByRole('cell', { name: '200', exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
