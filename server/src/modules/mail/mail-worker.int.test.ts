import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { outboxEmails } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { createSmtpMailer } from '../../providers/mailer.ts';

/** A real SMTP server on loopback that keeps what it receives. */
const received: Array<{ to: string[]; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString(),
      });
      callback();
    });
  },
});

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({}, { mailer: createSmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`) });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('e-mail delivery', () => {
  it('delivers outbox e-mails over SMTP with attachments and marks them sent', async () => {
    const s = await signUpAndLogin(t.app);
    const hours = (await t.app.inject({ url: '/api/office-hours', headers: s.auth })).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/office-hours/${hours[0].id}/registration`,
      headers: s.auth,
    });

    const deadline = Date.now() + 30_000;
    let row;
    do {
      await new Promise((r) => setTimeout(r, 200));
      [row] = await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, s.email));
    } while (row?.status !== 'sent' && Date.now() < deadline);

    expect(row?.status).toBe('sent');
    const mail = received.find((m) => m.to.includes(s.email));
    expect(mail?.raw).toContain("Subject: You're registered");
    expect(mail?.raw).toContain('text/calendar');
  });
});
