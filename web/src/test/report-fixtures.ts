import type { ReportResponse, Session } from '@ringready/core/api';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import { session } from './fixtures';

/** A compact analyzer report (the API's Report plus evidence) for component tests. */
export function analysisReport(overrides: Partial<AnalysisReport> = {}): AnalysisReport {
  return {
    overallScore: 73,
    strengths: [{ title: 'Next Step & Close', description: 'Asked for a commitment.', score: 9 }],
    improvements: [
      {
        title: 'Listening',
        description: 'You spoke 65% of the words.',
        recommendation: 'Talk less than half the time.',
      },
    ],
    metrics: [
      { skill: 'Discovery', score: '8/10' },
      { skill: 'Listening', score: '5/10' },
    ],
    talkListenRatio: { salesPersonPercentage: 65.3, comment: 'Ask more and let the couple talk.' },
    questionTypes: {
      problemFinding: 1,
      criteriaFinding: 3,
      clarifying: 2,
      comment: '6 discovery questions.',
    },
    buyerType: {
      identified: 'Analyzer',
      evidence: 'The buyer asked for a breakdown.',
      adaptationComment: 'Bring specifics.',
    },
    actionItems: [{ text: 'Speak under 55% of the time.' }, { text: 'Prepare two problem questions.' }],
    speakers: [
      { label: 'Marisol', side: 'salesperson', words: 369 },
      { label: 'Kenji', side: 'buyer', words: 196 },
    ],
    questions: [
      {
        text: 'Do you have a total budget in mind for florals?',
        type: 'criteriaFinding',
        speaker: 'Marisol',
        utteranceIndex: 8,
      },
      {
        text: 'Is there anything that has gone wrong with quotes so far?',
        type: 'problemFinding',
        speaker: 'Marisol',
        utteranceIndex: 12,
      },
    ],
    nextStep: { agreed: true, text: "Let's say Saturday at ten thirty at the studio." },
    longestMonologue: {
      speaker: 'Marisol',
      words: 50,
      seconds: 19,
      excerpt: "Here's roughly how the breakdown would look.",
    },
    longestCustomerStory: {
      speaker: 'Kenji',
      words: 45,
      seconds: 17,
      excerpt: 'One bridal bouquet, four bridesmaids.',
    },
    objections: [
      {
        kind: 'price',
        text: 'Fully covered seemed very expensive.',
        addressed: true,
        response: 'A full arch is usually 1,800 dollars.',
      },
    ],
    rubric: [
      {
        id: 'rapport',
        name: 'Rapport & Opening',
        weight: 10,
        score: 70,
        checks: [
          {
            id: 'introduction',
            label: 'Introduces themselves and the business',
            weight: 4,
            score: 1,
            passed: true,
            detail: 'Clear introduction at the start.',
            evidence: ['This is Marisol from Wild Fern Floral.'],
          },
          {
            id: 'warmth',
            label: 'Builds a personal connection',
            weight: 3,
            score: 0,
            passed: false,
            detail: '0 warm, personal moments.',
            evidence: [],
          },
        ],
      },
    ],
    callMetrics: {
      totalWords: 565,
      salespersonWords: 369,
      salesPersonPercentage: 65.3,
      interactivity: { value: 6.5, unit: 'per minute' },
      patienceSeconds: 0.9,
      fillerRate: 0,
      fillerCount: 0,
      durationSeconds: 239,
    },
    buyerTypeId: 'analyzer',
    band: { name: 'Good', verdict: 'Good performance with room for improvement' },
    format: 'vtt',
    warnings: [],
    ...overrides,
  };
}

export function uploadSession(overrides: Partial<Session> = {}): Session {
  return session({
    id: 'up1',
    type: 'upload',
    fileName: 'florist-call.vtt',
    exerciseMode: null,
    buyerAgent: null,
    ...overrides,
  });
}

export function reportResponse(
  sessionOverrides: Partial<Session> = {},
  reportOverrides: Partial<AnalysisReport> = {},
): ReportResponse {
  const report = analysisReport(reportOverrides);
  return { session: uploadSession({ report, ...sessionOverrides }), report };
}
