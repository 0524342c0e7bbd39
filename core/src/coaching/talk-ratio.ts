/**
 * Talk/listen ratio of the live view, counted like the report's talk share (the analyzer's word count):
 * 60/40 until there are words; the alert fires above 80% with more than 4 messages, where the report's
 * talk-balance check has long given no credit.
 */
import { countWords } from '../analysis/text-utils.ts';
import type { AnalysisReport } from '../analysis/types.ts';

export interface RatioMessage {
  text: string;
  isUser: boolean;
}

export interface TalkRatio {
  /** salesperson (user) share of words, 0-100 */
  user: number;
  prospect: number;
}

export const DEFAULT_TALK_RATIO: TalkRatio = { user: 60, prospect: 40 };
export const TALK_ALERT_PERCENT = 80;
export const TALK_ALERT_MIN_MESSAGES = 4;

/** Word shares; 60/40 when nothing has been said yet. */
export function computeTalkRatio(messages: readonly RatioMessage[]): TalkRatio {
  let user = 0;
  let total = 0;
  for (const m of messages) {
    const n = countWords(m.text);
    total += n;
    if (m.isUser) user += n;
  }
  if (total === 0) return { ...DEFAULT_TALK_RATIO };
  const share = Math.round((user / total) * 100);
  return { user: share, prospect: 100 - share };
}

/** The report's talk share, rounded (the word shares while there is no report yet). */
export function talkRatioFromReport(
  report: AnalysisReport | null,
  messages: readonly RatioMessage[],
): TalkRatio {
  if (!report || report.callMetrics.totalWords === 0) return computeTalkRatio(messages);
  const user = Math.round(report.callMetrics.salesPersonPercentage);
  return { user, prospect: 100 - user };
}

/** The talk alert: the user's share exceeds 80 percent and there are more than 4 messages. */
export function shouldAlertTalkRatio(
  messages: readonly RatioMessage[],
  ratio: TalkRatio = computeTalkRatio(messages),
): boolean {
  return messages.length > TALK_ALERT_MIN_MESSAGES && ratio.user > TALK_ALERT_PERCENT;
}
