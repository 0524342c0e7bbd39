import { describe, expect, it } from 'vitest';
import { buildReadingPrompt, mergeLlmReading, parseLlmReading } from './llm-reading.ts';
import type { TurnReading } from './reading-types.ts';

const base: TurnReading = {
  text: 'um so barn or pavilion',
  normalized: 'so barn or pavilion',
  acts: [{ kind: 'either-or-question', text: 'barn or pavilion', confidence: 0.9, topics: ['venue'] }],
  slots: { money: [], times: [], counts: [], options: ['barn', 'pavilion'], names: [], items: [] },
  flags: {
    empty: false,
    gibberish: false,
    profanity: false,
    foreign: false,
    tooLong: false,
    spoken: true,
    aiProbe: false,
    offTopic: false,
  },
};

describe('an LLM reading of a turn', () => {
  it('accepts the act schema and fills defaults', () => {
    const reading = parseLlmReading(
      JSON.stringify({
        acts: [
          { kind: 'price-quote', text: 'the barn is 28,400', money: [{ amount: 28400, text: '28,400' }] },
          { kind: 'either-or-question', options: ['barn', 'pavilion'] },
        ],
      }),
    );
    expect(reading?.acts.map((a) => a.kind)).toEqual(['price-quote', 'either-or-question']);
    expect(reading?.acts[0]!.money?.[0]).toEqual({ amount: 28400, currency: null, text: '28,400' });
    expect(reading?.slots.money).toEqual([]);
  });

  it.each([
    ['not JSON', 'The salesperson asks a question.'],
    ['an unknown act', JSON.stringify({ acts: [{ kind: 'compliment' }] })],
    ['no acts', JSON.stringify({ acts: [] })],
    [
      'a negative amount',
      JSON.stringify({ acts: [{ kind: 'price-quote', money: [{ amount: -5, text: 'x' }] }] }),
    ],
  ])('refuses %s', (_what, answer) => {
    expect(parseLlmReading(answer)).toBeNull();
  });

  it("keeps the reader's flags and topics under the LLM's acts and slots", () => {
    const llm = parseLlmReading(
      JSON.stringify({
        acts: [{ kind: 'either-or-question', topics: ['nonsense'] }],
        slots: { options: ['the barn', 'the pavilion'] },
      }),
    )!;
    const merged = mergeLlmReading(base, base.text, llm);
    expect(merged.acts[0]).toMatchObject({ kind: 'either-or-question', topics: ['venue'], text: base.text });
    expect(merged.slots.options).toEqual(['the barn', 'the pavilion']);
    expect(merged.flags.spoken).toBe(true);
    expect(merged.normalized).toBe(base.normalized);
  });

  it("asks for JSON about the turn, with the buyer's last words", () => {
    const [system, user] = buildReadingPrompt('Barn or pavilion?', 'We have 150 guests.');
    expect(system!.content).toMatch(/JSON/);
    expect(user!.content).toContain('We have 150 guests.');
    expect(user!.content).toContain('Barn or pavilion?');
  });
});
