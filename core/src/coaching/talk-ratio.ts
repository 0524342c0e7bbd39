/** Talk/listen ratio of the live view: 60/40 until there are words; the alert fires above 80% after 4 messages. */
import { countWords } from '../analysis/text-utils.ts';

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

/** The talk alert: the user's share exceeds 80 percent and there are more than 4 messages. */
export function shouldAlertTalkRatio(messages: readonly RatioMessage[]): boolean {
  return messages.length > TALK_ALERT_MIN_MESSAGES && computeTalkRatio(messages).user > TALK_ALERT_PERCENT;
}
