import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginResponse } from '@ringready/core/api';
import { outboxEmails } from '../../db/schema.ts';
import { emailsTo } from '../../../test-support/outbox.ts';
import { createTestApp } from '../../../test-support/test-app.ts';
import { PASSWORD_RESET, PASSWORD_SET } from './auth-service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ trialDays: 7 });
});
afterAll(() => t.close());

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', nameOnCard: 'Sam Rivers' };

/** A visitor buys a plan on the local checkout: the account exists, without a password, and is e-mailed. */
async function buyer(): Promise<{ email: string; link: string }> {
  const email = `first-password-${Date.now()}@example.com`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    payload: { tier: 'tier2', email },
    remoteAddress: '10.13.0.1',
  });
  const id = created.json<{ url: string }>().url.split('/').pop()!;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/checkout/local/${id}/pay`,
    payload: { ...card, email },
    remoteAddress: '10.13.0.1',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const [mail] = await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
  return { email, link: /http\S+\/reset-password\?\S+/.exec(mail!.textBody)![0] };
}

const setPassword = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

describe("a new subscriber's first password", () => {
  it('is asked for as a first password, and setting it signs them in', async () => {
    const { email, link } = await buyer();
    const url = new URL(link);
    expect(url.searchParams.get('welcome')).toBe('1');
    const res = await setPassword(url.searchParams.get('token')!, 'first-password-1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<LoginResponse & { message: string }>();
    expect(body.message).toBe(PASSWORD_SET);
    expect(body.user.email).toBe(email);
    const me = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
  });

  it('a later reset only resets: no session is handed out', async () => {
    const { email, link } = await buyer();
    await setPassword(new URL(link).searchParams.get('token')!, 'first-password-1');
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const mails = await emailsTo(t.ctx.db, email, 2); // the welcome, then the reset a job e-mails
    const reset = mails.map((m) => /reset-password\?token=([A-Za-z0-9_-]+)(?!&welcome)/.exec(m.textBody));
    const token = reset.find((m) => m && !m.input.includes('welcome=1'))![1]!;
    const res = await setPassword(token, 'second-password-2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET });
  });
});
