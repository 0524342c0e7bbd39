/**
 * Coaching suggestion shape, its constants and the list rules of the live view
 * (at most 3, by priority then newest).
 */

export type SuggestionPriority = 'high' | 'medium' | 'low';

export interface CoachingSuggestion {
  type: string;
  priority: SuggestionPriority;
  title: string;
  description: string;
  action: string;
  reasoning: string;
}

export const SUGGESTION_DELAY_MS = 1500;
export const MAX_SUGGESTIONS = 3;
export const CONTEXT_MESSAGES = 6;
export const RECENT_MESSAGES = 4;
export const MIN_MESSAGES_FOR_SUGGESTIONS = 4;

export const FALLBACK_SUGGESTION: CoachingSuggestion = {
  type: 'suggestion',
  priority: 'low',
  title: 'Keep the conversation flowing',
  description: 'Keep the prospect talking about their wedding.',
  action: 'Ask an open question about what matters most to them.',
  reasoning: 'Live coaching is unavailable right now; open questions are always a safe move.',
};

const PRIORITY_RANK: Record<SuggestionPriority, number> = { high: 0, medium: 1, low: 2 };

/** Fills spec defaults: missing type → 'suggestion', missing or unknown priority → 'medium'. */
export function normaliseSuggestion(
  raw: Partial<Record<keyof CoachingSuggestion, unknown>>,
): CoachingSuggestion {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const priority =
    raw.priority === 'high' || raw.priority === 'medium' || raw.priority === 'low' ? raw.priority : 'medium';
  return {
    type: text(raw.type) || 'suggestion',
    priority,
    title: text(raw.title),
    description: text(raw.description),
    action: text(raw.action),
    reasoning: text(raw.reasoning),
  };
}

/** Sorts by priority (high, medium, low), newest first within a priority; input is ordered oldest → newest. */
export function sortSuggestions(list: readonly CoachingSuggestion[]): CoachingSuggestion[] {
  return list
    .map((s, i) => ({ s, i }))
    .sort((a, b) => PRIORITY_RANK[a.s.priority] - PRIORITY_RANK[b.s.priority] || b.i - a.i)
    .map((x) => x.s);
}

/**
 * Kept suggestions plus newly received ones (newer): deduplicated by title (the newest copy wins),
 * sorted by priority then newest, at most 3. `kept` is in display order; treated as older than `incoming`.
 */
export function mergeSuggestions(
  kept: readonly CoachingSuggestion[],
  incoming: readonly CoachingSuggestion[],
): CoachingSuggestion[] {
  const chronological = [...[...kept].reverse(), ...incoming];
  const seen = new Set<string>();
  const newestFirst: CoachingSuggestion[] = [];
  for (let i = chronological.length - 1; i >= 0; i--) {
    const s = chronological[i]!;
    const key = s.title.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    newestFirst.push(s);
  }
  return sortSuggestions(newestFirst.reverse()).slice(0, MAX_SUGGESTIONS);
}

export function dismissSuggestion(list: readonly CoachingSuggestion[], title: string): CoachingSuggestion[] {
  return list.filter((s) => s.title !== title);
}

/** A request is due when the count changed, is at least 4 and is even (made after SUGGESTION_DELAY_MS). */
export function shouldRequestSuggestions(previousCount: number, count: number): boolean {
  return count !== previousCount && count >= MIN_MESSAGES_FOR_SUGGESTIONS && count % 2 === 0;
}

export interface ContextMessage {
  text: string;
  isUser: boolean;
}

/** The request's conversationContext: the last 6 messages as 'Salesperson:' / 'Prospect:' lines. */
export function buildConversationContext(messages: readonly ContextMessage[]): string {
  return messages
    .slice(-CONTEXT_MESSAGES)
    .map((m) => `${m.isUser ? 'Salesperson' : 'Prospect'}: ${m.text}`)
    .join('\n');
}

export function selectRecentMessages<T extends ContextMessage>(messages: readonly T[]): T[] {
  return messages.slice(-RECENT_MESSAGES);
}
