/** Pure helpers of the report modal: band colours, labels, and guards for the analyzer's evidence. */
import type { Report } from '@ringready/core/api';
import type { AnalysisReport, QuestionType } from '@ringready/core/analysis/types';
import type { BandColor } from '@ringready/core/score-bands';

export interface BandStyle {
  /** SVG stroke / fill */
  hex: string;
  text: string;
  bar: string;
  soft: string;
}

export const BAND_STYLES: Record<BandColor, BandStyle> = {
  green: {
    hex: '#16a34a',
    text: 'text-green-700',
    bar: 'bg-green-600',
    soft: 'bg-green-50 text-green-800 border-green-200',
  },
  emerald: {
    hex: '#059669',
    text: 'text-emerald-700',
    bar: 'bg-emerald-600',
    soft: 'bg-emerald-50 text-emerald-800 border-emerald-200',
  },
  blue: {
    hex: '#2563eb',
    text: 'text-blue-700',
    bar: 'bg-blue-600',
    soft: 'bg-blue-50 text-blue-800 border-blue-200',
  },
  yellow: {
    hex: '#ca8a04',
    text: 'text-yellow-700',
    bar: 'bg-yellow-500',
    soft: 'bg-yellow-50 text-yellow-900 border-yellow-200',
  },
  orange: {
    hex: '#ea580c',
    text: 'text-orange-700',
    bar: 'bg-orange-500',
    soft: 'bg-orange-50 text-orange-800 border-orange-200',
  },
  red: {
    hex: '#dc2626',
    text: 'text-red-700',
    bar: 'bg-red-600',
    soft: 'bg-red-50 text-red-800 border-red-200',
  },
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  problemFinding: 'Problem finding',
  criteriaFinding: 'Criteria finding',
  clarifying: 'Clarifying',
  other: 'Other',
};

/** The analyzer's evidence, when the report has it (practice reports of older sessions may not). */
export type ReportEvidence = Partial<
  Pick<
    AnalysisReport,
    | 'speakers'
    | 'questions'
    | 'nextStep'
    | 'longestMonologue'
    | 'longestCustomerStory'
    | 'objections'
    | 'rubric'
    | 'callMetrics'
    | 'warnings'
    | 'findings'
  >
>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Picks the evidence fields that have the expected shape, dropping anything malformed. */
export function reportEvidence(report: Report): ReportEvidence {
  const r = report as Record<string, unknown>;
  const list = <T>(key: string) => (Array.isArray(r[key]) ? (r[key] as T[]) : undefined);
  const obj = <T>(key: string) => (isObject(r[key]) ? (r[key] as T) : undefined);
  return {
    speakers: list('speakers'),
    questions: list('questions'),
    nextStep: obj('nextStep'),
    longestMonologue: obj('longestMonologue'),
    longestCustomerStory: obj('longestCustomerStory'),
    objections: list('objections'),
    rubric: list('rubric'),
    callMetrics: obj('callMetrics'),
    warnings: list('warnings'),
    findings: findingsOf(r.findings),
  };
}

/** The call's findings when every list of them is there (reports before them have none). */
function findingsOf(value: unknown): ReportEvidence['findings'] {
  if (!isObject(value)) return undefined;
  const keys = ['concerns', 'pressure', 'unansweredQuestions', 'wrongFacts'] as const;
  return keys.every((k) => Array.isArray(value[k]))
    ? (value as unknown as NonNullable<ReportEvidence['findings']>)
    : undefined;
}

/** "0:19" style duration, or null. */
export function formatSeconds(seconds: number | null | undefined): string | null {
  if (seconds == null || !Number.isFinite(seconds)) return null;
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.min(100, value)) : 0;
}
