import { describe, expect, it } from 'vitest';
import { coachingAnalyzeRequestSchema, coachingAnalyzeResponseSchema } from './coaching-schema.ts';
import {
  buildConversationContext,
  dismissSuggestion,
  FALLBACK_SUGGESTION,
  mergeSuggestions,
  normaliseSuggestion,
  selectRecentMessages,
  shouldRequestSuggestions,
  SUGGESTION_DELAY_MS,
} from './suggestion-list.ts';
import type { CoachingSuggestion } from './suggestion-list.ts';
import { suggestCoaching } from './suggestions.ts';

const s = (title: string, priority: CoachingSuggestion['priority']): CoachingSuggestion => ({
  type: 'suggestion',
  priority,
  title,
  description: '',
  action: '',
  reasoning: '',
});
const m = (text: string, isUser = true) => ({ text, isUser });

describe('suggestion list rules: at most 3, by priority, fallback on failure', () => {
  it('keeps at most 3, sorted by priority then newest first, deduplicated by title', () => {
    const kept = [s('A', 'medium'), s('B', 'low')];
    const merged = mergeSuggestions(kept, [s('C', 'low'), s('D', 'high'), s('A', 'medium')]);
    expect(merged.map((x) => x.title)).toEqual(['D', 'A', 'C']);
    expect(mergeSuggestions([], [s('x', 'low'), s('y', 'low')]).map((x) => x.title)).toEqual(['y', 'x']);
  });
  it('is dismissable', () => {
    expect(dismissSuggestion([s('A', 'high'), s('B', 'low')], 'A').map((x) => x.title)).toEqual(['B']);
  });
  it('fills defaults for type and priority', () => {
    expect(normaliseSuggestion({ title: 'T' })).toMatchObject({
      type: 'suggestion',
      priority: 'medium',
      title: 'T',
    });
    expect(normaliseSuggestion({ title: 'T', priority: 'urgent' }).priority).toBe('medium');
  });
  it('requests when the count changed, is at least 4 and even, after 1.5 s', () => {
    expect(SUGGESTION_DELAY_MS).toBe(1500);
    expect(shouldRequestSuggestions(3, 4)).toBe(true);
    expect(shouldRequestSuggestions(4, 4)).toBe(false);
    expect(shouldRequestSuggestions(1, 2)).toBe(false);
    expect(shouldRequestSuggestions(4, 5)).toBe(false);
    expect(shouldRequestSuggestions(5, 6)).toBe(true);
  });
  it('has the spec fallback', () => {
    expect(FALLBACK_SUGGESTION).toMatchObject({ title: 'Keep the conversation flowing', priority: 'low' });
  });
  it('builds the request context from the last 6 and the recent list from the last 4 messages', () => {
    const msgs = Array.from({ length: 8 }, (_, i) => m(`msg ${i}`, i % 2 === 0));
    const ctx = buildConversationContext(msgs).split('\n');
    expect(ctx).toHaveLength(6);
    expect(ctx[0]).toBe('Salesperson: msg 2');
    expect(ctx[1]).toBe('Prospect: msg 3');
    expect(selectRecentMessages(msgs).map((x) => x.text)).toEqual(['msg 4', 'msg 5', 'msg 6', 'msg 7']);
  });
  it('validates the analyze request and response', () => {
    const req = coachingAnalyzeRequestSchema.parse({
      sessionId: 's1',
      conversationContext: '',
      buyerType: 'Boss',
      messageCount: 4,
      recentMessages: [m('hi')],
    });
    expect(req.buyerType).toBe('boss');
    expect(coachingAnalyzeRequestSchema.parse({ ...req, buyerType: 'nope' }).buyerType).toBe('relater');
    expect(
      coachingAnalyzeRequestSchema.safeParse({ sessionId: '', messageCount: 1, recentMessages: [] }).success,
    ).toBe(false);
    expect(
      coachingAnalyzeResponseSchema.parse({
        suggestions: [{ title: 'T', description: 'd', action: 'a', reasoning: 'r' }],
      }).suggestions[0],
    ).toMatchObject({ type: 'suggestion', priority: 'medium' });
  });
});

describe('suggestCoaching: grounded in what the buyer just said', () => {
  const run = (
    buyer: string,
    buyerType = 'relater',
    seller = 'What are you looking for?',
    messageCount = 4,
  ) =>
    suggestCoaching({
      buyerType,
      messageCount,
      recentMessages: [m('Hi there, congratulations!'), m('Thanks!', false), m(seller), m(buyer, false)],
    });

  it('a price question → give the price plainly first, quoting the buyer', () => {
    const out = run('Our budget is about $4,500, what does it cost?');
    expect(out[0]!).toMatchObject({ type: 'answer-question', title: 'Give the price plainly' });
    expect(out[0]!.description).toContain('$4,500');
  });
  it('"think about it" → find the concern behind it, not a next step on the warm words', () => {
    const out = run(
      'We love it, we just need to think about it.',
      'relater',
      'What are you looking for?',
      10,
    );
    expect(out[0]!.type).toBe('stall');
    expect(out.map((x) => x.type)).not.toContain('next-step');
  });
  it('mum or partner deciding → bring the other decider in', () => {
    const out = run('I would want to run it by my mum.');
    expect(out[0]!.type).toBe('decision-maker');
    expect(out[0]!.description).toContain('my mum');
  });
  it('positive signal past the first minute → a next step', () => {
    expect(run('That sounds perfect!', 'relater', 'We could do that.', 10)[0]!.type).toBe('next-step');
  });
  it('salesperson monologue → ask an open question', () => {
    const out = run('Okay.', 'boss', 'We have won awards '.repeat(30));
    expect(out[0]!.title).toBe('Ask an open question');
  });
  it('adapts to the buyer type when nothing else applies, at most 3, sorted by priority', () => {
    const out = run('We met at a barbecue.', 'analyzer');
    expect(out.at(-1)!.title).toBe('Bring numbers for this Analyzer');
    const many = run(
      'My mum thinks the price is a lot, we need to think about it and compare other photographers.',
    );
    expect(many).toHaveLength(3);
    expect(many.map((x) => x.priority)).toEqual(
      [...many.map((x) => x.priority)].sort(
        (a, b) => ['high', 'medium', 'low'].indexOf(a) - ['high', 'medium', 'low'].indexOf(b),
      ),
    );
  });
  it('ends a quoted sentence with one full stop, inside the quotes', () => {
    const texts = [
      run('We met at a barbecue.', 'boss'),
      run('Thanks, we will think about it', 'boss'),
      run('Okay.', 'boss', 'We have won awards '.repeat(30)),
    ]
      .flat()
      .map((x) => x.description);
    for (const t of texts) expect(t).not.toMatch(/["”]\.|[.!?]\.|\.\./);
    expect(texts.some((t) => t.includes('"We met at a barbecue." '))).toBe(true);
    expect(texts.some((t) => t.includes('"Thanks, we will think about it."'))).toBe(true);
  });
});
