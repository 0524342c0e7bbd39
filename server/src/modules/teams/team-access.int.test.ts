import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeTranscriptText } from '@ringready/core/analysis/analyze-call';
import type { Session } from '@ringready/core/api';
import { reports, sessions, uploads } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { type Person, teamKit } from '../../../test-support/team-test-kit.ts';

const text = readFileSync(
  new URL('../../../../core/eval/transcripts/19-relater-venue-excellent.txt', import.meta.url),
  'utf8',
);

let t: Awaited<ReturnType<typeof createTestApp>>;
let kit: ReturnType<typeof teamKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = teamKit(t);
});
afterAll(() => t.close());

/** an analysed upload of this person: a completed session with its report */
async function analysedCall(userId: string): Promise<string> {
  const [s] = await t.ctx.db
    .insert(sessions)
    .values({ userId, type: 'upload', status: 'completed', fileName: 'call.txt', durationSeconds: 600 })
    .returning();
  await t.ctx.db.insert(uploads).values({
    sessionId: s!.id,
    fileName: 'call.txt',
    mimeType: 'text/plain',
    sizeBytes: text.length,
    content: Buffer.from(text),
    extractedText: text,
  });
  const report = analyzeTranscriptText(text, 'call.txt', { accountName: 'Test' });
  await t.ctx.db
    .insert(reports)
    .values({ sessionId: s!.id, overallScore: report.overallScore, data: report });
  return s!.id;
}

const reads = (id: string) => [
  `/api/sessions/${id}`,
  `/api/sessions/${id}/report`,
  `/api/sessions/${id}/report.pdf`,
];

async function readStatuses(who: Person, id: string) {
  const codes: number[] = [];
  for (const url of reads(id)) codes.push((await kit.call('GET', url, who)).statusCode);
  return codes;
}

describe("leads read their members' work", () => {
  it('lets the admin and managers read a member’s sessions, reports and PDFs, and nobody else', async () => {
    const owner = await kit.teamOwner();
    const manager = await kit.join(owner, 'manager');
    const member = await kit.join(owner);
    const colleague = await kit.join(owner);
    const other = await kit.teamOwner();
    const otherManager = await kit.join(other, 'manager');
    const stranger = await signUpAndLogin(t.app);
    const call = await analysedCall(member.user.id);
    const ownerCall = await analysedCall(owner.user.id);

    for (const lead of [owner, manager]) {
      const list = await kit.call('GET', `/api/team/members/${member.user.id}/sessions`, lead);
      expect(list.statusCode).toBe(200);
      expect(list.json<Session[]>().map((s) => [s.id, s.report?.overallScore])).toEqual([
        [call, expect.any(Number)],
      ]);
      expect(await readStatuses(lead, call)).toEqual([200, 200, 200]);
      const pdf = await kit.call('GET', `/api/sessions/${call}/report.pdf`, lead);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // their own list stays their own
      const own = (await kit.call('GET', '/api/sessions', lead)).json<Session[]>();
      expect(own.map((s) => s.id)).not.toContain(call);
    }
    expect(await readStatuses(manager, ownerCall)).toEqual([200, 200, 200]);

    for (const who of [colleague, otherManager, other, stranger]) {
      expect(await readStatuses(who, call)).toEqual([404, 404, 404]);
      const list = await kit.call('GET', `/api/team/members/${member.user.id}/sessions`, who);
      expect(list.statusCode).toBe(404);
    }
    expect(await readStatuses(member, ownerCall)).toEqual([404, 404, 404]);
    expect(await readStatuses(member, call)).toEqual([200, 200, 200]);
  });

  it('never lets a lead change or send a member’s session', async () => {
    const owner = await kit.teamOwner();
    const member = await kit.join(owner);
    const call = await analysedCall(member.user.id);
    const writes = [
      ['POST', `/api/sessions/${call}/email`, undefined],
      ['PUT', `/api/sessions/${call}/speakers`, { salespersonSpeakers: ['Speaker 1'] }],
      ['POST', `/api/sessions/${call}/end`, {}],
    ] as const;
    for (const [method, url, payload] of writes)
      expect((await kit.call(method, url, owner, payload)).statusCode, url).toBe(404);
    expect((await kit.call('POST', `/api/sessions/${call}/email`, member)).statusCode).toBe(202);
  });

  it('ends when the member is removed: the member keeps their data, the lead loses access', async () => {
    const owner = await kit.teamOwner();
    const member = await kit.join(owner);
    const call = await analysedCall(member.user.id);
    expect(await readStatuses(owner, call)).toEqual([200, 200, 200]);
    expect((await kit.call('DELETE', `/api/team/members/${member.user.id}`, owner)).statusCode).toBe(204);

    expect(await readStatuses(owner, call)).toEqual([404, 404, 404]);
    const list = await kit.call('GET', `/api/team/members/${member.user.id}/sessions`, owner);
    expect(list.statusCode).toBe(404);
    expect(await readStatuses(member, call)).toEqual([200, 200, 200]);
    const own = (await kit.call('GET', '/api/sessions', member)).json<Session[]>();
    expect(own.map((s) => s.id)).toEqual([call]);
  });
});
