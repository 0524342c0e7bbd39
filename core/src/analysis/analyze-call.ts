/**
 * Entry point of the analyzer: a parsed transcript in, the full report with its evidence out.
 * Pure and deterministic.
 */
import { bandFor } from '../score-bands.ts';
import { identifyBuyerType } from './buyer-type.ts';
import { findCallFindings } from './call-findings.ts';
import { detectCallKind } from './call-kind.ts';
import { computeCallMetrics, findLongestRun } from './conversation-metrics.ts';
import { detectSides } from './detect-sides.ts';
import { findNextStep } from './next-step.ts';
import { findObjections } from './objections.ts';
import { parseTranscript } from './parse-transcript.ts';
import { findQuestions } from './questions.ts';
import {
  buildActionItems,
  buildImprovements,
  buildStrengths,
  commentQuestions,
  commentTalkRatio,
} from './report-text.ts';
import { scoreRubric } from './rubric.ts';
import { countWords } from './text-utils.ts';
import type { AnalysisReport, AnalyzeOptions, ParsedTranscript } from './types.ts';

export function analyzeTranscript(parsed: ParsedTranscript, options: AnalyzeOptions = {}): AnalysisReport {
  const sides = detectSides(parsed, options);
  const sellers = new Set(sides.salespersonSpeakers);
  const buyers = new Set(parsed.speakers.filter((s) => !sellers.has(s)));
  const { utterances } = parsed;
  const callKind = parsed.callKind ?? detectCallKind(utterances, parsed.preamble);
  const metrics = computeCallMetrics(utterances, sellers, parsed.hasTimestamps);
  const questions = findQuestions(utterances, sellers);
  const buyerType = identifyBuyerType(utterances, buyers, callKind);
  const objections = findObjections(utterances, sellers);
  const findings = findCallFindings(utterances, sellers, objections);
  const nextStep = findNextStep(utterances, sellers);
  const longestMonologue = findLongestRun(utterances, sellers);
  const longestCustomerStory = findLongestRun(utterances, buyers);
  const { areas, overall } = scoreRubric({
    utterances,
    sellers,
    questions,
    objections,
    nextStep,
    metrics,
    longestMonologue,
    longestCustomerStory,
    buyerType: buyerType.id,
    callKind,
    findings,
  });
  const band = bandFor(overall);
  const count = (t: string) => questions.filter((q) => q.type === t).length;
  const words: Record<string, number> = {};
  for (const u of utterances) words[u.speaker] = (words[u.speaker] ?? 0) + countWords(u.text);
  return {
    overallScore: overall,
    strengths: buildStrengths(areas),
    improvements: buildImprovements(areas, buyerType.id, callKind),
    metrics: [
      ...areas
        .filter((a) => a.weight > 0)
        .map((a) => ({ skill: a.name, score: `${Math.round(a.score / 10)}/10` })),
      { skill: 'Discovery questions', score: `${Math.min(questions.length - count('other'), 14)}/14` },
    ],
    talkListenRatio: {
      salesPersonPercentage: metrics.salesPersonPercentage,
      comment: commentTalkRatio(metrics.salesPersonPercentage, callKind),
    },
    questionTypes: {
      problemFinding: count('problemFinding'),
      criteriaFinding: count('criteriaFinding'),
      clarifying: count('clarifying'),
      comment: commentQuestions(questions, callKind),
    },
    buyerType: {
      identified: buyerType.identified,
      evidence: buyerType.evidence,
      adaptationComment: buyerType.adaptationComment,
    },
    actionItems: buildActionItems(areas, buyerType.id, metrics, nextStep, objections, callKind, findings),
    speakers: parsed.speakers.map((label) => ({
      label,
      side: sellers.has(label) ? ('salesperson' as const) : ('buyer' as const),
      words: words[label] ?? 0,
    })),
    questions,
    nextStep,
    longestMonologue,
    longestCustomerStory,
    objections,
    rubric: areas,
    callMetrics: metrics,
    buyerTypeId: buyerType.id,
    band: { name: band.name, verdict: band.verdict },
    format: parsed.format,
    warnings: parsed.warnings,
    callKind,
    findings,
  };
}

/** Convenience: text (and file name) straight to a report. Throws TranscriptError on unusable input. */
export function analyzeTranscriptText(
  text: string,
  fileName = '',
  options: AnalyzeOptions = {},
): AnalysisReport {
  return analyzeTranscript(parseTranscript(text, fileName), options);
}
