/**
 * A practice conversation (the user talking with an AI buyer) as the analyzer sees it: every message is one
 * utterance, the user is the salesperson, and times count in seconds from the first message. The live
 * coaching panel and the practice report judge the same transcript with the same analyzer.
 */
import { analyzeTranscript } from './analyze-call.ts';
import type { AnalysisReport, ParsedTranscript } from './types.ts';

export interface ConversationTurn {
  isUser: boolean;
  text: string;
  /** when the message was said, in milliseconds since the epoch */
  at?: number;
}

export interface ConversationSpeakers {
  /** the user's label (the salesperson) */
  you: string;
  /** the AI buyer's label */
  buyer: string;
}

export const DEFAULT_SPEAKERS: ConversationSpeakers = { you: 'You', buyer: 'Buyer' };

/**
 * The conversation as a parsed transcript. It has timestamps only when every turn has a finite time;
 * the two labels must differ, or the sides could not be told apart.
 */
export function conversationTranscript(
  turns: readonly ConversationTurn[],
  speakers: ConversationSpeakers = DEFAULT_SPEAKERS,
): ParsedTranscript {
  if (speakers.you === speakers.buyer)
    throw new Error(`The salesperson and the buyer need different labels (both are "${speakers.you}").`);
  const timed = turns.every((t) => t.at !== undefined && Number.isFinite(t.at));
  const t0 = timed ? (turns[0]?.at ?? 0) : 0;
  const utterances = turns.map((t) => ({
    speaker: t.isUser ? speakers.you : speakers.buyer,
    text: t.text,
    ...(timed ? { start: (t.at! - t0) / 1000 } : {}),
  }));
  const labels = [...new Set(utterances.map((u) => u.speaker))];
  return { format: 'plain', utterances, speakers: labels, hasTimestamps: timed, preamble: '', warnings: [] };
}

/**
 * The analyzer's report of the conversation so far, with the user as the salesperson; null until both
 * the user and the buyer have said something (the analyzer needs both sides).
 */
export function judgeConversation(
  turns: readonly ConversationTurn[],
  speakers: ConversationSpeakers = DEFAULT_SPEAKERS,
): AnalysisReport | null {
  const said = (isUser: boolean) => turns.some((t) => t.isUser === isUser && t.text.trim() !== '');
  if (!said(true) || !said(false)) return null;
  return analyzeTranscript(conversationTranscript(turns, speakers), { salespersonSpeakers: [speakers.you] });
}
