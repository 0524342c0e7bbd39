import { useCallback, useEffect, useRef, useState } from 'react';
import {
  dismissSuggestion,
  mergeSuggestions,
  shouldRequestSuggestions,
  SUGGESTION_DELAY_MS,
} from '@ringready/core/coaching/suggestion-list';
import type { CoachingSuggestion } from '@ringready/core/coaching/suggestion-list';
import type { ConversationMessage } from './call/voice-client';
import { analyzeCoaching } from './api';

/**
 * Live suggestions: 1.5 s after the message count changes (to at least 4 and even) ask the server;
 * keep at most 3, sorted by priority then newest; dismissable.
 */
export function useCoachingSuggestions(
  sessionId: string | null,
  buyerType: string,
  messages: ConversationMessage[],
) {
  const [suggestions, setSuggestions] = useState<CoachingSuggestion[]>([]);
  const previousCount = useRef(0);
  const latest = useRef(messages);
  latest.current = messages;
  const count = messages.length;

  // a pending request is not cancelled by the next message (the buyer usually answers within 1.5 s);
  // it reads the latest messages when it fires. Only a new session or unmounting cancels it.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const generation = useRef(0);
  useEffect(() => {
    const pending = timers.current;
    setSuggestions([]);
    previousCount.current = 0;
    generation.current++;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
      generation.current++;
    };
  }, [sessionId]);

  useEffect(() => {
    const due = sessionId !== null && shouldRequestSuggestions(previousCount.current, count);
    previousCount.current = count;
    if (!due || !sessionId) return;
    const gen = generation.current;
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      void analyzeCoaching(sessionId, buyerType, latest.current).then((incoming) => {
        if (gen === generation.current) setSuggestions((kept) => mergeSuggestions(kept, incoming));
      });
    }, SUGGESTION_DELAY_MS);
    timers.current.add(timer);
  }, [sessionId, buyerType, count]);

  const dismiss = useCallback(
    (title: string) => setSuggestions((list) => dismissSuggestion(list, title)),
    [],
  );
  return { suggestions, dismiss };
}
