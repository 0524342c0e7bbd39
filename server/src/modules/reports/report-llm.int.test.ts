import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyzeTranscriptText } from '@ringready/core/analysis/analyze-call';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import { reports, sessions, uploads } from '../../db/schema.ts';
import { createOpenAiCompatibleLlm } from '../../providers/llm.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { runAnalysis } from '../uploads/index.ts';

const text = readFileSync(
  new URL('../../../../core/eval/transcripts/19-relater-venue-excellent.txt', import.meta.url),
  'utf8',
);

/** A local stand-in for an OpenAI-compatible server; `mode` decides its answer. */
let mode: 'good' | 'invented-number' | 'error' = 'good';
const fake = Fastify();
fake.post('/v1/chat/completions', async (req, reply) => {
  if (mode === 'error') return reply.code(500).send({ error: 'boom' });
  const { messages } = req.body as { messages: Array<{ content: string }> };
  const texts = JSON.parse(messages[1]!.content).texts;
  texts.adaptationComment =
    mode === 'good' ? 'Slow down and bring her mum into the conversation.' : 'Do 17 things differently.';
  return { choices: [{ message: { role: 'assistant', content: JSON.stringify(texts) } }] };
});

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  await fake.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`;
  t = await createTestApp({}, { llm: createOpenAiCompatibleLlm({ baseUrl, model: 'test-model' }) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function analyseOnce() {
  const u = await signUpAndLogin(t.app);
  const [s] = await t.ctx.db
    .insert(sessions)
    .values({ userId: u.user.id, type: 'upload', status: 'processing', fileName: 'c.txt' })
    .returning();
  await t.ctx.db.insert(uploads).values({
    sessionId: s!.id,
    fileName: 'c.txt',
    mimeType: 'text/plain',
    sizeBytes: 1,
    content: Buffer.from(text),
    extractedText: text,
  });
  await runAnalysis(t.ctx, s!.id, true);
  const [row] = await t.ctx.db.select().from(reports).where(eq(reports.sessionId, s!.id));
  return { report: row!.data as AnalysisReport, sessionId: s!.id, auth: u.auth };
}

describe('report prose from a configured LLM', () => {
  const deterministic = analyzeTranscriptText(text, 'c.txt', { accountName: 'Test' });

  it('uses the rewritten prose and keeps the computed numbers', async () => {
    mode = 'good';
    const { report } = await analyseOnce();
    expect(report.buyerType.adaptationComment).toBe('Slow down and bring her mum into the conversation.');
    expect(report.overallScore).toBe(deterministic.overallScore);
    expect(report.metrics).toEqual(deterministic.metrics);
  });

  it('keeps the rewritten prose when "Not you?" recomputes the report', async () => {
    mode = 'good';
    const { report, sessionId, auth } = await analyseOnce();
    const salesperson = report.speakers.filter((s) => s.side === 'salesperson').map((s) => s.label);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${sessionId}/speakers`,
      headers: auth,
      payload: { salespersonSpeakers: salesperson },
    });
    expect(res.statusCode).toBe(200);
    const again = res.json<{ report: AnalysisReport }>().report;
    expect(again.buyerType.adaptationComment).toBe('Slow down and bring her mum into the conversation.');
    expect(again.overallScore).toBe(deterministic.overallScore);
  });

  it.each(['invented-number', 'error'] as const)(
    'falls back to the analyzer text when the LLM answer is %s',
    async (m) => {
      mode = m;
      const { report } = await analyseOnce();
      expect(report.buyerType.adaptationComment).toBe(deterministic.buyerType.adaptationComment);
    },
  );
});
