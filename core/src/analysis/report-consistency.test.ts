/**
 * Every report of the labelled eval set is consistent with itself: no skill area is both a strength and an
 * improvement, no sentence states an absence that the report's own quotes contradict, no advice sentence is
 * said twice, and a call that is not a wedding consultation gets no wedding-only checks or advice.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Label } from '../../eval/label.ts';
import { parseSource } from '../../eval/parse-source.ts';
import { analyzeTranscriptText } from './analyze-call.ts';
import { splitSentences } from './text-utils.ts';
import type { AnalysisReport } from './types.ts';

const EVAL = join(import.meta.dirname, '../../eval');
const labels: Label[] = existsSync(join(EVAL, 'labels.json'))
  ? (JSON.parse(readFileSync(join(EVAL, 'labels.json'), 'utf8')) as Label[])
  : [];

/** The transcript as uploaded; a .docx (binary) is read from its authored source as plain "Name: text". */
function transcriptText(label: Label): string {
  if (!label.file.endsWith('.docx')) return readFileSync(join(EVAL, 'transcripts', label.file), 'utf8');
  const source = label.file.replace(/\.docx$/, '.txt');
  const { turns } = parseSource(readFileSync(join(EVAL, 'sources', source), 'utf8'));
  return turns.map((t) => `${t.speaker}: ${t.text}`).join('\n');
}

/** Everything the report says in its own words (not quotes). */
function statements(r: AnalysisReport): string[] {
  return [
    ...r.strengths.map((s) => s.description),
    ...r.improvements.flatMap((i) => [i.description, i.recommendation]),
    ...r.rubric.flatMap((a) => a.checks.flatMap((c) => [c.label, c.detail])),
    r.talkListenRatio.comment,
    r.questionTypes.comment,
    r.buyerType.adaptationComment,
    ...r.actionItems.map((a) => a.text),
  ];
}

/** The salesperson's asks the report quotes: its questions, its next step and the close area's evidence. */
function quotedAsks(r: AnalysisReport): string[] {
  const close = r.rubric.find((a) => a.id === 'close');
  return [
    ...r.questions.map((q) => q.text),
    r.nextStep.text,
    ...(close?.checks.flatMap((c) => c.evidence) ?? []),
  ];
}
const COMMITMENT_ASK =
  /\b(?:book|hold|reserve|lock|deposit|sign|schedule|demo|trial|meeting|visit|tasting|tour|survey|review|call you|come in|contract|proposal|agreement)\b[^?]*\?|\b(?:shall we|want me to|would you like (?:me )?to|does \w+ (?:at \w+ )?work)\b/i;

/** [a claim of absence, whether the report's own content contradicts it] */
const ABSENCES: Array<[RegExp, (r: AnalysisReport) => boolean]> = [
  [/never asked for a commitment|\b0 direct asks/i, (r) => quotedAsks(r).some((q) => COMMITMENT_ASK.test(q))],
  [
    /no discovery at all|asked no (?:discovery )?questions|\b0 discovery questions/i,
    (r) => r.questions.some((q) => q.type !== 'other'),
  ],
  [/\b0 problem-finding/i, (r) => r.questions.some((q) => q.type === 'problemFinding')],
  [/\b0 clarifying/i, (r) => r.questions.some((q) => q.type === 'clarifying')],
  [/no objections were raised/i, (r) => r.objections.length > 0],
  [/no concrete next step/i, (r) => r.nextStep.agreed],
];

const WEDDING_ONLY =
  /\b(?:wedding|couple|bride|nervous about|for the day|date hold|tasting|guest count|venue|how they met|congratulat\w*)\b/i;

describe.skipIf(labels.length === 0)('every report of the labelled set is consistent', () => {
  const reports = labels.map((label) => ({
    label,
    report: analyzeTranscriptText(transcriptText(label), label.file, {
      salespersonSpeakers: label.salespersonSpeakers,
    }),
  }));

  it('covers the whole labelled set, wedding and other calls', () => {
    expect(reports.length).toBe(labels.length);
    expect(reports.some((r) => r.label.callKind === 'general')).toBe(true);
    expect(reports.some((r) => r.label.callKind === 'wedding')).toBe(true);
  });

  it.each(labels.map((l) => l.file))('%s: no skill area is both a strength and an improvement', (file) => {
    const { report } = reports.find((r) => r.label.file === file)!;
    const strong = new Set(report.strengths.map((s) => s.title));
    expect(report.improvements.filter((i) => strong.has(i.title)).map((i) => i.title)).toEqual([]);
  });

  it.each(labels.map((l) => l.file))('%s: no absence is contradicted by its own quotes', (file) => {
    const { report } = reports.find((r) => r.label.file === file)!;
    const said = statements(report);
    const contradictions = ABSENCES.flatMap(([claim, contradicted]) =>
      said.filter((s) => claim.test(s) && contradicted(report)),
    );
    expect(contradictions).toEqual([]);
  });

  it.each(labels.map((l) => l.file))('%s: no advice sentence is repeated across its sections', (file) => {
    const { report } = reports.find((r) => r.label.file === file)!;
    const advice = [
      ...report.improvements.map((i) => i.recommendation),
      ...report.actionItems.map((a) => a.text),
      report.buyerType.adaptationComment,
    ].flatMap((text) => splitSentences(text));
    const seen = new Set<string>();
    const repeated = advice.filter((s) => (seen.has(s) ? true : (seen.add(s), false)));
    expect(repeated).toEqual([]);
  });

  it.each(labels.map((l) => l.file))('%s: the call kind is recognised, with advice to match', (file) => {
    const { report, label } = reports.find((r) => r.label.file === file)!;
    expect(report.callKind).toBe(label.callKind);
    if (label.callKind === 'general')
      expect(statements(report).filter((s) => WEDDING_ONLY.test(s))).toEqual([]);
  });
});
