/** Shared types of the transcript parser and call analyzer. */
import type { CallEndReason } from '../conversation/buyer-moves.ts';
import type { CallKind, Report } from '../api.ts';
import type { CallFindings } from './call-findings-types.ts';

export type { CallKind };
import type { BuyerId } from '../buyer-types.ts';

export interface Utterance {
  speaker: string;
  text: string;
  /** seconds from the start of the call */
  start?: number;
  /** seconds from the start of the call */
  end?: number;
}

export type TranscriptFormat =
  'plain' | 'markdown' | 'bracketed' | 'speaker-numbered' | 'otter' | 'zoom' | 'vtt' | 'srt' | 'json' | 'csv';

export interface ParsedTranscript {
  format: TranscriptFormat;
  utterances: Utterance[];
  /** speaker labels in order of first appearance */
  speakers: string[];
  hasTimestamps: boolean;
  /** text before the dialogue (title, participants list); used as a side-detection cue */
  preamble: string;
  warnings: string[];
  /** the kind of call when it is known, not read from the words: a practice session is a wedding consultation */
  callKind?: CallKind;
}

export type Side = 'salesperson' | 'buyer';
export type QuestionType = 'problemFinding' | 'criteriaFinding' | 'clarifying' | 'other';

export interface SpeakerSummary {
  label: string;
  side: Side;
  words: number;
}
export interface DetectedQuestion {
  text: string;
  type: QuestionType;
  speaker: string;
  utteranceIndex: number;
}
export interface NextStep {
  agreed: boolean;
  text: string;
  /** agreed; proposed by the salesperson but not accepted; or none proposed (absent in older reports) */
  status?: 'agreed' | 'proposed' | 'none';
}
export interface Monologue {
  speaker: string;
  words: number;
  seconds: number | null;
  excerpt: string;
}
export interface Objection {
  /** the buyer's turn that raised it (absent in older reports) */
  utteranceIndex?: number;
  kind: string;
  text: string;
  addressed: boolean;
  response: string;
}

export interface RubricCheck {
  id: string;
  label: string;
  weight: number;
  /** 0..1 */
  score: number;
  passed: boolean;
  detail: string;
  evidence: string[];
}
export interface RubricArea {
  id: string;
  name: string;
  weight: number;
  /** 0..100 */
  score: number;
  checks: RubricCheck[];
}

export interface BuyerTypeResult {
  id: BuyerId;
  identified: string;
  evidence: string;
  quotes: string[];
  scores: Record<BuyerId, number>;
  adaptationComment: string;
}

export interface CallMetrics {
  totalWords: number;
  salespersonWords: number;
  salesPersonPercentage: number;
  /** speaker switches per minute (timestamps) or per 100 words */
  interactivity: { value: number; unit: 'per minute' | 'per 100 words' };
  /** average pause in seconds before the salesperson speaks, when timestamps exist */
  patienceSeconds: number | null;
  /** filler words per 100 salesperson words */
  fillerRate: number;
  fillerCount: number;
  durationSeconds: number | null;
}

export interface AnalysisReport extends Report {
  speakers: SpeakerSummary[];
  questions: DetectedQuestion[];
  nextStep: NextStep;
  longestMonologue: Monologue;
  longestCustomerStory: Monologue;
  objections: Objection[];
  rubric: RubricArea[];
  callMetrics: CallMetrics;
  buyerTypeId: BuyerId;
  band: { name: string; verdict: string };
  format: TranscriptFormat;
  warnings: string[];
  /** set on every new report; optional so that reports stored before it still read as this type */
  callKind?: CallKind;
  /** concerns and how they were met, pressure tactics, unanswered questions, wrong facts (new reports) */
  findings?: CallFindings;
  /** a practice call the AI buyer ended, and why (absent when the salesperson ended it) */
  buyerEnded?: BuyerEnded;
}

/** Why a practice buyer ended the call, in the report's words. */
export interface BuyerEnded {
  reason: CallEndReason | null;
  text: string;
}

export interface AnalyzeOptions {
  /** the account holder's name (a strong side-detection cue) */
  accountName?: string;
  /** overrides side detection ("Not you?") */
  salespersonSpeakers?: string[];
}
