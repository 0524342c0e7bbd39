import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OfficeHour } from '@ringready/core/api';
import { officeHours, outboxEmails } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { FULL_MESSAGE } from './office-hours-service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function addOfficeHour(capacity: number, inHours = 48) {
  const [row] = await t.ctx.db
    .insert(officeHours)
    .values({
      slug: `test-${Math.random()}`,
      title: 'Test Hour',
      description: 'd',
      host: 'Host',
      scheduledAt: new Date(Date.now() + inHours * 3600_000),
      durationMinutes: 30,
      capacity,
    })
    .returning();
  return row!;
}

describe('office hours', () => {
  it('lists only upcoming office hours, seeded relative to now, with counts', async () => {
    await addOfficeHour(5, -1); // in the past
    const s = await signUpAndLogin(t.app);
    const res = await t.app.inject({ url: '/api/office-hours', headers: s.auth });
    const list = res.json<OfficeHour[]>();
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.every((h) => new Date(h.scheduledAt) > new Date())).toBe(true);
    expect(list[0]).toMatchObject({ registeredCount: 0, isRegistered: false, capacity: expect.any(Number) });
  });

  it('registers, shows the new count, e-mails an .ics invite, and cancels', async () => {
    const hour = await addOfficeHour(10);
    const s = await signUpAndLogin(t.app);
    const url = `/api/office-hours/${hour.id}/registration`;
    const res = await t.app.inject({ method: 'POST', url, headers: s.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: hour.id, registeredCount: 1, isRegistered: true });
    // registering twice is harmless
    expect((await t.app.inject({ method: 'POST', url, headers: s.auth })).json().registeredCount).toBe(1);

    const mails = await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, s.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("You're registered: Test Hour");
    const ics = Buffer.from(mails[0]!.attachments[0]!.content, 'base64').toString().replace(/\r\n /g, ''); // unfold RFC 5545 lines
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(
      `DTSTART:${hour.scheduledAt
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(ics).toContain(`mailto:${s.email}`);

    const del = await t.app.inject({ method: 'DELETE', url, headers: s.auth });
    expect(del.json()).toMatchObject({ registeredCount: 0, isRegistered: false });
  });

  it('gives exactly 5 registrations to 20 concurrent requests for 5 seats', async () => {
    const hour = await addOfficeHour(5);
    const users = await Promise.all(Array.from({ length: 20 }, () => signUpAndLogin(t.app)));
    const results = await Promise.all(
      users.map((u) =>
        t.app.inject({ method: 'POST', url: `/api/office-hours/${hour.id}/registration`, headers: u.auth }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(FULL_MESSAGE);
    const list = await t.app.inject({ url: '/api/office-hours', headers: users[0]!.auth });
    expect(list.json<OfficeHour[]>().find((h) => h.id === hour.id)!.registeredCount).toBe(5);
  });

  it('answers 404 for unknown ids and 400 for office hours that already started', async () => {
    const s = await signUpAndLogin(t.app);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/office-hours/00000000-0000-4000-8000-000000000000/registration',
      headers: s.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/office-hours/not-a-uuid/registration',
          headers: s.auth,
        })
      ).statusCode,
    ).toBe(404);
    const past = await addOfficeHour(5, -2);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/office-hours/${past.id}/registration`,
          headers: s.auth,
        })
      ).statusCode,
    ).toBe(400);
  });
});
