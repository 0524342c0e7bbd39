/**
 * One judgement: on the 26 labelled practice consultations (core/eval/practice, whole calls typed and
 * spoken, strong, weak and pushy), the live score shown after the last message lands within 10 points of
 * the report's overall score, exactly on it once the call has ended, and the phase follows the
 * salesperson's acts (a turn that presses for a decision is the close).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../analysis/analyze-call.ts';
import { conversationTranscript } from '../analysis/judge-conversation.ts';
import { judgeLive } from './live-judgement.ts';
import type { LiveMessage } from './live-judgement.ts';
import { faultedAreas } from './live-score.ts';

const DIR = join(import.meta.dirname, '..', '..', 'eval', 'practice', 'transcripts');

interface Session {
  salesperson: string;
  buyer: string;
  messages: Array<{ isUser: boolean; text: string; atSeconds: number }>;
}

const calls = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((file) => {
    const session = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Session;
    const start = Date.UTC(2026, 4, 1, 10);
    const messages: LiveMessage[] = session.messages.map((m) => ({
      isUser: m.isUser,
      text: m.text,
      timestamp: new Date(start + m.atSeconds * 1000).toISOString(),
    }));
    const turns = messages.map((m) => ({
      isUser: m.isUser,
      text: m.text,
      at: Date.parse(String(m.timestamp)),
    }));
    const parsed = conversationTranscript(turns, { you: session.salesperson, buyer: session.buyer });
    const report = analyzeTranscript(parsed, { salespersonSpeakers: [session.salesperson] });
    return { file, messages, report };
  });

describe('the live panel and the report judge the same call', () => {
  it('reads the whole practice set', () => {
    expect(calls.length).toBeGreaterThanOrEqual(26);
  });

  it.each(calls.map((c) => [c.file, c] as const))(
    '%s: the last live score is within 10 points of the report, and equal once ended',
    (_, { messages, report }) => {
      expect(Math.abs(judgeLive(messages).score.score * 10 - report.overallScore)).toBeLessThanOrEqual(10);
      expect(judgeLive(messages, { ended: true }).score.score * 10).toBe(report.overallScore);
    },
  );

  it('a pushy call is judged on its faults while it runs: pressure and brush-offs count in full', () => {
    const pushy = calls.filter((c) => c.report.findings!.pressure.length > 0);
    expect(pushy.length).toBeGreaterThanOrEqual(8);
    for (const { report } of pushy)
      expect([...faultedAreas(report)]).toEqual(expect.arrayContaining(['close']));
    const calm = calls.filter((c) => c.file.includes('-strong'));
    for (const { report } of calm) expect(report.findings!.pressure).toEqual([]);
  });

  it('the phase is the close at every turn where the salesperson presses for a decision', () => {
    const file = calls.find((c) => c.file.startsWith('p05-'))!;
    const pressing = file.messages.flatMap((m, i) =>
      m.isUser && file.report.findings!.pressure.some((p) => m.text.includes(p.quote.replace(/…$/, '')))
        ? [i]
        : [],
    );
    expect(pressing.length).toBeGreaterThanOrEqual(3);
    for (const i of pressing) expect(judgeLive(file.messages.slice(0, i + 1)).phase).toBe('closing');
  });
});
