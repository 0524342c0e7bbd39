/**
 * Optional LLM polish of a report's prose. The numbers come from the analyzer; an LLM may
 * only reword the texts around them. Its answer is validated and merged here, and anything
 * doubtful is dropped so the deterministic text stays.
 */
import { z } from 'zod';
import type { AnalysisReport } from './types.ts';

const text = z.string().trim().min(8).max(700);
export const proseSchema = z.object({
  strengths: z.array(z.object({ description: text })),
  improvements: z.array(z.object({ description: text, recommendation: text })),
  talkListenComment: text,
  questionComment: text,
  adaptationComment: text,
  actionItems: z.array(text),
});
export type ReportProse = z.infer<typeof proseSchema>;

function currentProse(r: AnalysisReport): ReportProse {
  return {
    strengths: r.strengths.map((s) => ({ description: s.description })),
    improvements: r.improvements.map((i) => ({
      description: i.description,
      recommendation: i.recommendation,
    })),
    talkListenComment: r.talkListenRatio.comment,
    questionComment: r.questionTypes.comment,
    adaptationComment: r.buyerType.adaptationComment,
    actionItems: r.actionItems.map((a) => a.text),
  };
}

export function buildProseMessages(r: AnalysisReport): Array<{ role: 'system' | 'user'; content: string }> {
  return [
    {
      role: 'system',
      content:
        'You are a warm, concise sales coach for wedding professionals. ' +
        'Rewrite the coaching texts you are given so they read naturally. ' +
        'Keep every fact and number exactly as given; add no new numbers, names or claims. ' +
        'Keep the same number of items in the same order. ' +
        'Answer with JSON only, in exactly the shape of the input.',
    },
    {
      role: 'user',
      content: JSON.stringify({
        context: {
          buyerType: r.buyerType.identified,
          overallScore: r.overallScore,
          strengths: r.strengths.map((s) => s.title),
          improvements: r.improvements.map((i) => i.title),
        },
        texts: currentProse(r),
      }),
    },
  ];
}

const numbersIn = (s: string) => new Set(s.match(/\d+(?:[.,]\d+)?/g) ?? []);
/** A rewrite may not introduce a number the original text did not have. */
function keepsNumbers(original: string, rewrite: string): boolean {
  const allowed = numbersIn(original);
  return [...numbersIn(rewrite)].every((n) => allowed.has(n));
}

/** Parses the LLM's answer (JSON, possibly fenced) and merges what passes every check. */
export function applyProse(r: AnalysisReport, answer: string): { report: AnalysisReport; applied: boolean } {
  const json = answer
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```\s*$/, '');
  let candidate: ReportProse;
  try {
    const parsed = proseSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return { report: r, applied: false };
    candidate = parsed.data;
  } catch {
    return { report: r, applied: false };
  }
  const original = currentProse(r);
  if (
    candidate.strengths.length !== original.strengths.length ||
    candidate.improvements.length !== original.improvements.length ||
    candidate.actionItems.length !== original.actionItems.length
  )
    return { report: r, applied: false };
  const pairs: Array<[string, string]> = [
    ...original.strengths.map((s, i): [string, string] => [
      s.description,
      candidate.strengths[i]!.description,
    ]),
    ...original.improvements.flatMap((s, i): Array<[string, string]> => [
      [s.description, candidate.improvements[i]!.description],
      [s.recommendation, candidate.improvements[i]!.recommendation],
    ]),
    [original.talkListenComment, candidate.talkListenComment],
    [original.questionComment, candidate.questionComment],
    [original.adaptationComment, candidate.adaptationComment],
    ...original.actionItems.map((a, i): [string, string] => [a, candidate.actionItems[i]!]),
  ];
  if (!pairs.every(([o, n]) => keepsNumbers(o, n))) return { report: r, applied: false };
  return {
    applied: true,
    report: {
      ...r,
      strengths: r.strengths.map((s, i) => ({ ...s, description: candidate.strengths[i]!.description })),
      improvements: r.improvements.map((s, i) => ({ ...s, ...candidate.improvements[i]! })),
      talkListenRatio: { ...r.talkListenRatio, comment: candidate.talkListenComment },
      questionTypes: { ...r.questionTypes, comment: candidate.questionComment },
      buyerType: { ...r.buyerType, adaptationComment: candidate.adaptationComment },
      actionItems: candidate.actionItems.map((t) => ({ text: t })),
    },
  };
}
