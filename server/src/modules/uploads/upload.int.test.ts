import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Session } from '@ringready/core/api';
import { outboxEmails, sessions, uploads } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';

const evalFile = (name: string) =>
  readFileSync(new URL(`../../../../core/eval/transcripts/${name}`, import.meta.url));
const GOOD = '19-relater-venue-excellent.txt';
const POOR = '16-dreamer-planner-verypoor.txt';

function multipart(fileName: string, content: Buffer | string, field = 'transcript') {
  const boundary = `----rr${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (auth: Record<string, string>, fileName: string, content: Buffer | string) => {
  const m = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/sessions/upload',
    payload: m.payload,
    headers: { ...auth, ...m.headers },
  });
};

async function waitForStatus(
  auth: Record<string, string>,
  id: string,
  done = ['completed', 'failed'],
): Promise<Session> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const s = (await t.app.inject({ url: `/api/sessions/${id}`, headers: auth })).json<Session>();
    if (done.includes(s.status) || Date.now() > deadline) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('upload and analysis', () => {
  it(
    'stores the file, answers at once with a processing session, ' +
      'and produces a report, a PDF and e-mails',
    async () => {
      const u = await signUpAndLogin(t.app);
      const res = await upload(u.auth, GOOD, evalFile(GOOD));
      expect(res.statusCode).toBe(202);
      const { sessionId } = res.json();
      const [stored] = await t.ctx.db.select().from(uploads).where(eq(uploads.sessionId, sessionId));
      expect(stored!.content.equals(evalFile(GOOD))).toBe(true);
      expect(stored!.extractedText!.length).toBeGreaterThan(500);

      const done = await waitForStatus(u.auth, sessionId);
      expect(done).toMatchObject({ status: 'completed', type: 'upload', fileName: GOOD });
      const rep = await t.app.inject({ url: `/api/sessions/${sessionId}/report`, headers: u.auth });
      expect(rep.statusCode).toBe(200);
      const { report } = rep.json();
      expect(report.overallScore).toBeGreaterThan(60);
      expect(report.speakers.filter((s: { side: string }) => s.side === 'salesperson')).toHaveLength(1);
      expect(report.metrics.every((m: { score: string }) => /^\d+\/\d+$/.test(m.score))).toBe(true);
      expect(report.rubric.length).toBeGreaterThan(3);

      const pdf = await t.app.inject({ url: `/api/sessions/${sessionId}/report.pdf`, headers: u.auth });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBeGreaterThanOrEqual(2);

      expect(
        (await t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/email`, headers: u.auth }))
          .statusCode,
      ).toBe(202);
      const mails = await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, u.email));
      expect(mails.find((m) => m.subject === 'Your RingReady report is ready')!.textBody).toContain(
        `/report/${sessionId}`,
      );
      const withPdf = mails.find((m) => m.subject.startsWith('Your RingReady training report'));
      expect(withPdf!.attachments[0]!.contentType).toBe('application/pdf');
      expect(Buffer.from(withPdf!.attachments[0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

      const user = (await t.app.inject({ url: '/api/user', headers: u.auth })).json();
      expect(user.currentUsage.realCallAnalysesUsed).toBe(1);
    },
  );

  it('stores every byte of the file as sent and its text as decoded (UTF-16, accents, emoji)', async () => {
    const u = await signUpAndLogin(t.app);
    const text = 'Anna: Café at 2? 🎉\r\nBen: Oui, très bien.\r\nAnna: Ünïcode ok\r\n';
    // a BOM (0xff 0xfe) and a NUL byte in every ASCII character: the bytes a text codec would mangle
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const res = await upload(u.auth, 'call.txt', bytes);
    expect(res.statusCode).toBe(202);
    const [stored] = await t.ctx.db.select().from(uploads).where(eq(uploads.sessionId, res.json().sessionId));
    expect(stored!.content.equals(bytes)).toBe(true);
    expect(stored!.sizeBytes).toBe(bytes.length);
    expect(stored!.extractedText).toBe(text.replace(/\r\n/g, '\n'));
  });

  it('scores a strong call clearly above a very poor one', async () => {
    const u = await signUpAndLogin(t.app);
    const ids = await Promise.all(
      [GOOD, POOR].map(async (f) => (await upload(u.auth, f, evalFile(f))).json().sessionId),
    );
    const [good, poor] = await Promise.all(ids.map((id) => waitForStatus(u.auth, id)));
    expect(good!.report!.overallScore - poor!.report!.overallScore).toBeGreaterThan(25);
  });

  it('"Not you?" recomputes the report with the other speaker as the salesperson', async () => {
    const u = await signUpAndLogin(t.app);
    const id = (await upload(u.auth, GOOD, evalFile(GOOD))).json().sessionId;
    const before = (await waitForStatus(u.auth, id)).report as unknown as {
      speakers: Array<{ label: string; side: string }>;
    };
    const buyer = before.speakers.find((s) => s.side === 'buyer')!.label;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${id}/speakers`,
      headers: u.auth,
      payload: { salespersonSpeakers: [buyer] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().report.speakers.find((s: { label: string }) => s.label === buyer).side).toBe(
      'salesperson',
    );
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${id}/speakers`,
      headers: u.auth,
      payload: { salespersonSpeakers: ['Nobody'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("hides another user's report and PDF behind 404", async () => {
    const a = await signUpAndLogin(t.app);
    const b = await signUpAndLogin(t.app);
    const id = (await upload(a.auth, GOOD, evalFile(GOOD))).json().sessionId;
    await waitForStatus(a.auth, id);
    for (const url of [`/api/sessions/${id}/report`, `/api/sessions/${id}/report.pdf`]) {
      expect((await t.app.inject({ url, headers: b.auth })).statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/email`, headers: b.auth })).statusCode,
    ).toBe(404);
  });
});

describe('bad uploads', () => {
  const zipBomb = () => {
    // a .docx whose single entry inflates to 60 MB
    const data = deflateRawSync(Buffer.alloc(60 * 1024 * 1024, 0x41));
    const name = Buffer.from('word/document.xml');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(60 * 1024 * 1024, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(60 * 1024 * 1024, 24);
    central.writeUInt16LE(name.length, 28);
    const cdOffset = 30 + name.length + data.length;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(46 + name.length, 12);
    end.writeUInt32LE(cdOffset, 16);
    return Buffer.concat([local, name, data, central, name, end]);
  };

  it.each([
    [
      'binary renamed .txt',
      'call.txt',
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0, 1, 2, 3, 0, 0, 255, 254]),
      /text transcript/,
    ],
    ['corrupt PDF', 'call.pdf', Buffer.from('%PDF-1.7\nthis is not really a pdf'), /PDF/i],
    ['zip bomb inside a .docx', 'call.docx', zipBomb(), /./],
    ['empty file', 'call.txt', Buffer.alloc(0), /empty/i],
    [
      'unsupported type',
      'setup.exe',
      Buffer.from('MZ'),
      /^File Type Not Supported - Please upload a text file \(\.txt\), markdown \(\.md\), PDF, or Word document\.$/,
    ],
  ])('%s gets a clear 4xx message and uses no quota', async (_label, name, content, message) => {
    const u = await signUpAndLogin(t.app);
    const res = await upload(u.auth, name, content);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toMatch(message);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, u.user.id))).toHaveLength(0);
  });

  it('refuses files over 10 MB with 413 and the spec text', async () => {
    const u = await signUpAndLogin(t.app);
    const res = await upload(u.auth, 'big.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File Too Large - Please upload a file smaller than 10MB.');
  });

  it('refuses requests that are not a multipart upload, and anonymous ones', async () => {
    const u = await signUpAndLogin(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/upload',
      headers: u.auth,
      payload: { transcript: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect((await upload({}, GOOD, evalFile(GOOD))).statusCode).toBe(401);
  });

  it('ends an unanalysable transcript as failed with a reason, without using quota', async () => {
    const u = await signUpAndLogin(t.app);
    const id = (
      await upload(
        u.auth,
        'notes.txt',
        'Just my own notes about the wedding fair.\nBring more business cards next time.',
      )
    ).json().sessionId;
    const s = await waitForStatus(u.auth, id);
    expect(s.status).toBe('failed');
    expect(s.failureReason).toMatch(/conversation between two speakers/);
    expect(
      (await t.app.inject({ url: '/api/user', headers: u.auth })).json().currentUsage.realCallAnalysesUsed,
    ).toBe(0);
  });

  it('gives exactly 3 sessions to 10 parallel uploads with 3 analyses left', async () => {
    const u = await signUpAndLogin(t.app, { plan: 'tier1' });
    const results = await Promise.all(Array.from({ length: 10 }, () => upload(u.auth, GOOD, evalFile(GOOD))));
    expect(results.filter((r) => r.statusCode === 202)).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode === 403);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.json().message).toBe(
      'You have reached your real call analysis limit for this billing period. ' +
        'Upgrade your plan to analyze more calls.',
    );
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, u.user.id))).toHaveLength(3);
  });
});
