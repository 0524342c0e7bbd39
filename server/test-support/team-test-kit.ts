import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LoginResponse } from '@ringready/core/api';
import type { Team } from '@ringready/core/team';
import { outboxEmails } from '../src/db/schema.ts';
import type { createTestApp } from './test-app.ts';
import { signUpAndLogin } from './test-app.ts';

/** Helpers of the team tests: requests as a signed-in person, teams, invitations read from the outbox. */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Person = { user: { id: string }; email: string; auth: Record<string, string> };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function teamKit(t: TestApp) {
  let address = 0;
  /** a client address of its own per call: the public invitation routes are rate-limited per address */
  const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  const call = (method: Method, url: string, who: Person | null, payload?: object, remoteAddress?: string) =>
    t.app.inject({ method, url, headers: who?.auth ?? {}, payload, remoteAddress });

  /** the invitation link's token from the newest e-mail to this address */
  async function invitationToken(email: string): Promise<string> {
    const [mail] = await t.ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, email))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    const m = /\/join\?token=([A-Za-z0-9_%-]+)/.exec(mail?.textBody ?? '');
    if (!m) throw new Error(`no invitation e-mail to ${email}`);
    return decodeURIComponent(m[1]!);
  }

  /** a Master account (manual plan unless another is given) with a new team */
  async function teamOwner(plan: 'tier3' | 'tier2' = 'tier3', name = 'Bloom & Co') {
    const owner = await signUpAndLogin(t.app, { plan });
    const res = await call('POST', '/api/team', owner, { name });
    if (res.statusCode !== 201) throw new Error(`team not created: ${res.statusCode} ${res.body}`);
    return { ...owner, team: res.json<Team>() };
  }

  const newEmail = () => `invitee-${randomBytes(5).toString('hex')}@example.com`;

  /** invites a new e-mail and accepts as a new account: the joined person, signed in */
  async function join(lead: Person, role: 'member' | 'manager' = 'member'): Promise<Person & LoginResponse> {
    const email = newEmail();
    const invited = await call('POST', '/api/team/invitations', lead, { email, role });
    if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
    const token = await invitationToken(email);
    const res = await call(
      'POST',
      '/api/team/invitations/accept',
      null,
      { token, name: 'New Member', password: 'a-good-password' },
      nextAddress(),
    );
    if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
    const body = res.json<LoginResponse>();
    return { ...body, email, auth: { authorization: `Bearer ${body.token}` } };
  }

  return { call, invitationToken, teamOwner, join, newEmail, nextAddress };
}
