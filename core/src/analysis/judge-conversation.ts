/**
 * A practice conversation (the user talking with an AI buyer) as the analyzer sees it: every message is one
 * utterance, the user is the salesperson, and times count in seconds from the start of the first message (a
 * message ends when it is stored), so monologues in spoken sessions are measured from the messages' times. The live
 * coaching panel and the practice report judge the same transcript with the same analyzer.
 */
import { analyzeTranscript } from './analyze-call.ts';
import { countWords } from './text-utils.ts';
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

/** A slow speaking pace, in words per second: a turn takes at least its words at this pace to say. */
const WORDS_PER_SECOND = 2.5;
const seconds = (ms: number) => Math.round(ms) / 1000;

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
  // a message is stored when it was said: it ends at its time, and started as long before as its words take
  // at a slow speaking pace, but not before the message before it
  const saying = (t: ConversationTurn) => (countWords(t.text) / WORDS_PER_SECOND) * 1000;
  const t0 = timed && turns[0] ? turns[0].at! - saying(turns[0]) : 0;
  const utterances = turns.map((t, i) => {
    const speaker = t.isUser ? speakers.you : speakers.buyer;
    if (!timed) return { speaker, text: t.text };
    const from = Math.max(i > 0 ? turns[i - 1]!.at! : t0, t.at! - saying(t));
    return { speaker, text: t.text, start: seconds(from - t0), end: seconds(t.at! - t0) };
  });
  const labels = [...new Set(utterances.map((u) => u.speaker))];
  // every practice buyer is a couple planning their wedding: the call is a wedding consultation
  return {
    format: 'plain',
    utterances,
    speakers: labels,
    hasTimestamps: timed,
    preamble: '',
    warnings: [],
    callKind: 'wedding',
  };
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
