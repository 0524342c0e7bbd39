import { describe, expect, it } from 'vitest';
import { splitSentences, synthesizeSentences } from './sentences.ts';

describe('splitSentences', () => {
  it('splits on sentence ends and keeps abbreviations and numbers together', () => {
    expect(splitSentences('Hi! We talked to Dr. Smith about $2.5k. Is that ok?  Great...')).toEqual([
      'Hi!',
      'We talked to Dr. Smith about $2.5k.',
      'Is that ok?',
      'Great...',
    ]);
    expect(splitSentences('No punctuation at the end')).toEqual(['No punctuation at the end']);
    expect(splitSentences('  \n ')).toEqual([]);
    expect(splitSentences('"Really?" she asked. Yes.')).toEqual(['"Really?"', 'she asked.', 'Yes.']);
  });

  it('cuts very long sentences at a comma', () => {
    const long = `${'we want flowers, '.repeat(20)}and a band.`;
    const parts = splitSentences(long, 80);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => p.length <= 80)).toBe(true);
    expect(parts.join(' ')).toBe(long);
  });
});

describe('synthesizeSentences', () => {
  it('yields audio per sentence in order, starting the next one early', async () => {
    const started: string[] = [];
    const tts = {
      synthesize: async (text: string) => {
        started.push(text);
        return new Int16Array(text.length);
      },
    };
    const seen: string[] = [];
    for await (const part of synthesizeSentences(tts, 'One. Two two. Three.')) {
      seen.push(part.text);
      expect(part.pcm.length).toBe(part.text.length);
      if (part.text === 'One.') expect(started).toEqual(['One.', 'Two two.']);
    }
    expect(seen).toEqual(['One.', 'Two two.', 'Three.']);
  });
});
