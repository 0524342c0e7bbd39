import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { FALLBACK_SUGGESTION } from '@ringready/core/coaching/suggestion-list';
import type { ConversationMessage } from './call/voice-client';
import { json, mockFetch } from '../../test/mock-fetch';
import { useCoachingSuggestions } from './use-coaching-suggestions';

const msgs = (n: number): ConversationMessage[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `m${i}`,
    text: `message ${i}?`,
    isUser: i % 2 === 1,
    timestamp: '2026-01-01T00:00:00Z',
  }));
const suggestion = (title: string, priority = 'medium') => ({
  type: 'suggestion',
  priority,
  title,
  description: 'd',
  action: 'a',
  reasoning: 'r',
});

describe('useCoachingSuggestions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks 1.5 s after the count reaches an even number ≥ 4, with the spec payload, and keeps at most 3', async () => {
    const fetch = mockFetch({
      'POST /api/coaching/analyze?sessionId=s1': () =>
        json({
          suggestions: [
            suggestion('A', 'low'),
            suggestion('B', 'high'),
            { title: 'C', description: '', action: '', reasoning: '' },
            suggestion('D', 'low'),
          ],
        }),
    });
    const { result, rerender } = renderHook(({ m }) => useCoachingSuggestions('s1', 'boss', m), {
      initialProps: { m: msgs(2) },
    });
    rerender({ m: msgs(3) });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetch).not.toHaveBeenCalled();

    rerender({ m: msgs(4) });
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(fetch).not.toHaveBeenCalled();
    rerender({ m: msgs(5) }); // the buyer answers quickly: the pending request still goes out, with the latest messages
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body));
    expect(body).toMatchObject({ sessionId: 's1', buyerType: 'boss', messageCount: 5 });
    expect(body.recentMessages).toHaveLength(4);
    expect(body.conversationContext.split('\n')[0]).toBe('Prospect: message 0?');
    expect(result.current.suggestions.map((s) => [s.title, s.priority])).toEqual([
      ['B', 'high'],
      ['C', 'medium'],
      ['D', 'low'],
    ]);

    act(() => result.current.dismiss('C'));
    expect(result.current.suggestions.map((s) => s.title)).toEqual(['B', 'D']);
  });

  it('shows the fallback suggestion when the call fails', async () => {
    mockFetch({ 'POST /api/coaching/analyze?sessionId=s1': () => json({ message: 'down' }, 500) });
    const { result, rerender } = renderHook(({ m }) => useCoachingSuggestions('s1', 'relater', m), {
      initialProps: { m: msgs(3) },
    });
    rerender({ m: msgs(4) });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(result.current.suggestions).toEqual([FALLBACK_SUGGESTION]);
  });

  it('does nothing without a session', async () => {
    const fetch = mockFetch({});
    const { rerender } = renderHook(({ m }) => useCoachingSuggestions(null, 'relater', m), {
      initialProps: { m: msgs(3) },
    });
    rerender({ m: msgs(4) });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(fetch).not.toHaveBeenCalled();
  });
});
