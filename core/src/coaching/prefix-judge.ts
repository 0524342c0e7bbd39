/**
 * The analyzer's judgement of a live conversation after any number of its messages, each computed once:
 * the live score, the phase and the talk alert all read these reports, the same ones the practice report
 * is made from.
 */
import { judgeConversation } from '../analysis/judge-conversation.ts';
import type { ConversationTurn } from '../analysis/judge-conversation.ts';
import type { AnalysisReport } from '../analysis/types.ts';

export interface LiveMessage {
  text: string;
  isUser: boolean;
  /** when it was said: an ISO date or milliseconds since the epoch */
  timestamp?: string | number;
}

export interface PrefixJudge {
  readonly messages: readonly LiveMessage[];
  /** the report after the first `count` messages (null while one side has said nothing) */
  reportAfter(count: number): AnalysisReport | null;
}

function toTurn(m: LiveMessage): ConversationTurn {
  const at =
    typeof m.timestamp === 'number' ? m.timestamp : m.timestamp ? Date.parse(m.timestamp) : Number.NaN;
  return Number.isFinite(at) ? { isUser: m.isUser, text: m.text, at } : { isUser: m.isUser, text: m.text };
}

export function createPrefixJudge(messages: readonly LiveMessage[]): PrefixJudge {
  const turns = messages.map(toTurn);
  const reports = new Map<number, AnalysisReport | null>();
  return {
    messages,
    reportAfter(count) {
      const n = Math.max(0, Math.min(turns.length, Math.floor(count)));
      if (!reports.has(n)) reports.set(n, judgeConversation(turns.slice(0, n)));
      return reports.get(n)!;
    },
  };
}

/** The salesperson's turns with words in them. */
export function countSellerTurns(messages: readonly LiveMessage[]): number {
  return messages.filter((m) => m.isUser && m.text.trim() !== '').length;
}
