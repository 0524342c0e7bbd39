import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '@ringready/core/buyer-engine/personas';
import { personaVoice } from '@ringready/core/voice/persona-voices';
import { pitchTrack, quantile } from '../../../test-support/pitch-tracker.ts';
import { createFlitePoolTts } from './flite-pool-tts.ts';
import { endOfSpeech } from './flite-prosody.ts';
import { concatPcm } from './pcm.ts';

const STATEMENTS = [
  'We have about a hundred and fifty guests, and the date is in October.',
  'Honestly, the price matters more to me than anything else right now.',
];
const QUESTION = 'How much would that cost for the whole day?';

/** The audio the conversation sends for a persona: the offline engine's pool, in the persona's voice. */
const tts = createFlitePoolTts({ size: 2 });
afterAll(() => tts.close());

/** Each persona's sentences are queued as its own conversation's (a conversation may queue only a few). */
const spoken = PERSONAS.map((persona) => {
  const voice = personaVoice(persona);
  const owner = {};
  const say = (text: string) => tts.synthesize(text, { voice, owner });
  const audio = Promise.all(STATEMENTS.map(say)).then(concatPcm);
  return { persona, voice, say, audio };
});

describe('each built-in buyer speaks in a voice of its own (pitch measured from the audio)', () => {
  let measured: Array<(typeof spoken)[number] & { track: number[]; median: number }> = [];
  beforeAll(async () => {
    measured = await Promise.all(
      spoken.map(async (s) => {
        const track = pitchTrack(await s.audio);
        return { ...s, track, median: quantile(track, 0.5) };
      }),
    );
  }, 60_000);

  it('men speak under 155 Hz, women over 165 Hz, and no two of one sex sound alike', () => {
    for (const m of measured) {
      if (m.voice.sex === 'male') expect(m.median, m.persona.name).toBeLessThan(155);
      else expect(m.median, m.persona.name).toBeGreaterThan(165);
    }
    for (const a of measured)
      for (const b of measured) {
        if (a === b || a.voice.sex !== b.voice.sex || a.voice.offline !== b.voice.offline) continue;
        // same sex and same engine voice: at least 8 Hz apart
        expect(Math.abs(a.median - b.median), `${a.persona.name} / ${b.persona.name}`).toBeGreaterThanOrEqual(
          8,
        );
      }
  });

  it('the pitch moves as people speak: at least 3 semitones from the 10th to the 90th percentile', () => {
    for (const { track, ...s } of measured) {
      const semitones = 12 * Math.log2(quantile(track, 0.9) / quantile(track, 0.1));
      expect(semitones, s.persona.name).toBeGreaterThanOrEqual(3);
    }
  });

  it(
    'a Dreamer speaks faster than a Relater, and a Boss pauses less between sentences',
    { timeout: 30_000 },
    async () => {
      const seconds = async (buyerType: string) => {
        const s = spoken.find((x) => x.persona.buyerType === buyerType)!;
        return (await s.audio).length / 16_000;
      };
      expect(await seconds('dreamer')).toBeLessThan((await seconds('relater')) * 0.9);
      const gap = async (buyerType: string) => {
        const s = spoken.find((x) => x.persona.buyerType === buyerType)!;
        const pcm = await s.say(STATEMENTS[0]!);
        return pcm.length - endOfSpeech(pcm, 16_000);
      };
      expect(await gap('boss')).toBeLessThan(await gap('relater'));
    },
  );

  it(
    "a question ends higher than a statement's end, in a woman's voice and in a man's",
    { timeout: 30_000 },
    async () => {
      for (const buyerType of ['dreamer', 'analyzer']) {
        const { say, persona } = spoken.find((x) => x.persona.buyerType === buyerType)!;
        const end = (track: number[]) => quantile(track.slice(-12), 0.5);
        const question = pitchTrack(await say(QUESTION));
        const statement = pitchTrack(await say(STATEMENTS[0]!));
        expect(end(question), persona.name).toBeGreaterThan(end(statement) * 1.1);
      }
    },
  );
});
