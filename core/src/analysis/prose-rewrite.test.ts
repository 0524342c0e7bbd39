import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeTranscriptText } from './analyze-call.ts';
import { applyProse, buildProseMessages, type ReportProse } from './prose-rewrite.ts';

const report = analyzeTranscriptText(
  readFileSync(new URL('../../eval/transcripts/19-relater-venue-excellent.txt', import.meta.url), 'utf8'),
  'call.txt',
);
const rewrite = (change: (p: ReportProse) => void): string => {
  const prose = JSON.parse(buildProseMessages(report)[1]!.content).texts as ReportProse;
  change(prose);
  return JSON.stringify(prose);
};

describe('LLM prose rewrite', () => {
  it('merges reworded texts and keeps every number and title of the analyzer', () => {
    const answer = rewrite((p) => {
      p.strengths = p.strengths.map(() => ({ description: 'You did this really well in the call.' }));
      p.talkListenComment = 'A warmer comment about how much you talked.';
    });
    const { report: out, applied } = applyProse(report, '```json\n' + answer + '\n```');
    expect(applied).toBe(true);
    expect(out.strengths[0]!.description).toBe('You did this really well in the call.');
    expect(out.talkListenRatio.comment).toBe('A warmer comment about how much you talked.');
    expect(out.overallScore).toBe(report.overallScore);
    expect(out.metrics).toEqual(report.metrics);
    expect(out.strengths.map((s) => [s.title, s.score])).toEqual(
      report.strengths.map((s) => [s.title, s.score]),
    );
  });

  it('rejects answers that invent numbers, change the item count, or are not the schema', () => {
    expect(
      applyProse(
        report,
        rewrite((p) => {
          p.questionComment = 'You asked 99 questions, far too many for one call.';
        }),
      ).applied,
    ).toBe(false);
    expect(
      applyProse(
        report,
        rewrite((p) => {
          p.actionItems = p.actionItems.slice(1);
        }),
      ).applied,
    ).toBe(false);
    expect(applyProse(report, '{"hello": "world"}').applied).toBe(false);
    expect(applyProse(report, 'Sure! Here is the rewrite:').applied).toBe(false);
    expect(applyProse(report, 'not json').report).toBe(report);
  });
});
