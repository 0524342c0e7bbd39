import { describe, expect, it } from 'vitest';
import { PERSONA_VOICES } from '@ringready/core/voice/persona-voices';
import { pitchTrack, quantile } from '../../../test-support/pitch-tracker.ts';
import { endOfSpeech, planSentence, shapeSentence } from './flite-prosody.ts';

const RATE = 16_000;
/** A vowel-like tone: `hz` with two harmonics, for `seconds`, then `tail` seconds of silence. */
function tone(hz: number, seconds: number, tail = 0): Int16Array {
  const out = new Int16Array(Math.round((seconds + tail) * RATE));
  for (let i = 0; i < seconds * RATE; i++) {
    const t = (2 * Math.PI * hz * i) / RATE;
    out[i] = Math.round(6000 * Math.sin(t) + 3000 * Math.sin(2 * t) + 1500 * Math.sin(3 * t));
  }
  return out;
}

describe('flite prosody', () => {
  it('without a voice, flite speaks in its own way', () => {
    expect(planSentence('Hello there.', 'slt')).toEqual({
      voice: 'slt',
      args: [],
      shift: 1,
      endRise: 1,
      pauseMs: 0,
    });
  });

  it("sets the pitch target and pace of a voice that follows them, and a question's rise", () => {
    const v = PERSONA_VOICES['dreamer-garden-florals']!;
    const plan = planSentence('Can I tell you about my arch idea?', 'slt', v);
    expect(plan.voice).toBe('slt');
    expect(plan.shift).toBe(1);
    expect(plan.endRise).toBeGreaterThan(1);
    expect(plan.args).toContain(`int_f0_target_mean=${Math.round(v.pitchHz * 1.04)}`);
    expect(plan.args).toContain(`duration_stretch=${(1 / v.rate).toFixed(3)}`);
  });

  it('moves the pitch of a voice that ignores the target by resampling, stretched beforehand', () => {
    const v = PERSONA_VOICES['boss-venue-bottom-line']!;
    const plan = planSentence('The bottom line.', 'slt', v);
    expect(plan.voice).toBe('rms');
    expect(plan.shift).toBeCloseTo(v.pitchHz / 99, 3);
    expect(plan.args.join(' ')).not.toMatch(/f0_target/);
    expect(plan.args).toContain(`duration_stretch=${((1 / v.rate) * plan.shift).toFixed(3)}`);
  });

  it('an unknown offline voice falls back to the default one', () => {
    expect(planSentence('Hi.', 'kal16', { offline: 'nope', pitchHz: 120 }).voice).toBe('kal16');
  });

  it('keeps a quiet final consonant (an "f" is as quiet as 1 % of the vowels)', () => {
    const pcm = tone(200, 1, 0.5);
    let x = 1;
    for (let i = RATE; i < RATE * 1.2; i++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      pcm[i] = Math.round((x / 0x7fffffff - 0.5) * 250); // hiss about 1 % as loud as the tone
    }
    expect(endOfSpeech(pcm, RATE)).toBe(RATE * 1.2 + 480);
  });

  it('shifts pitch, raises the end and replaces the trailing silence by the pause', () => {
    const pcm = tone(200, 1, 0.3);
    expect(endOfSpeech(pcm, RATE)).toBe(RATE + 480); // 30 ms kept after the last sound
    const shifted = shapeSentence(pcm, RATE, { shift: 1.1, endRise: 1, pauseMs: 100 });
    expect(quantile(pitchTrack(shifted), 0.5)).toBeCloseTo(220, -1);
    expect(shifted.length).toBeCloseTo((RATE + 480) / 1.1 + 1600, -2);
    expect(shifted.subarray(-1600).every((v) => v === 0)).toBe(true);

    const rising = pitchTrack(shapeSentence(pcm, RATE, { shift: 1, endRise: 1.25, pauseMs: 0 }));
    expect(quantile(rising.slice(0, 40), 0.5)).toBeCloseTo(200, -1);
    expect(quantile(rising.slice(-6), 0.5)).toBeGreaterThan(235);
  });
});
