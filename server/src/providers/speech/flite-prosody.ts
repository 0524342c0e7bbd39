/**
 * How flite speaks a sentence in a given voice: its command-line feature settings (pitch target, pitch
 * range, pace) and the shaping of its output (a pitch shift for a voice that ignores the pitch target,
 * a question's rising end, the pause after the sentence). Pure: no WASI here.
 */
import { sentenceProsody } from '@ringready/core/voice/persona-voices';
import type { SpeechVoice } from './speech-ports.ts';

/**
 * Each built-in voice's own median pitch (Hz), measured here on a statement, and whether it follows
 * flite's `int_f0_target_mean` setting (rms does not: its pitch is moved by resampling instead).
 */
export const FLITE_VOICES: Readonly<Record<string, { pitchHz: number; followsPitchTarget: boolean }>> = {
  slt: { pitchHz: 168, followsPitchTarget: true },
  awb: { pitchHz: 129, followsPitchTarget: true },
  kal16: { pitchHz: 90, followsPitchTarget: true },
  kal: { pitchHz: 89, followsPitchTarget: true },
  rms: { pitchHz: 99, followsPitchTarget: false },
};

/**
 * Voicing ends with the last 10 ms at least this share as loud as the loudest 10 ms; the sound ends with
 * the last at this lower share (a final "f" or "th" is as quiet as 1 % of the vowels), plus a guard.
 */
const VOICED_SHARE = 0.06;
const SOUND_SHARE = 0.004;
const TAIL_GUARD_MS = 30;
/** A question's pitch rises over this much of the end of its speech. */
const RISE_MS = 420;
/** Further pitch shifts than this sound like another person (formants move too): clamp. */
const MAX_SHIFT = 1.25;

export interface FlitePlan {
  voice: string;
  /** extra flite arguments (`--setf name=value`) */
  args: string[];
  /** pitch factor applied by resampling (1: none) */
  shift: number;
  endRise: number;
  pauseMs: number;
}

/** What to ask flite for, and how to shape its output, for one sentence in `voice` (the default voice when omitted). */
export function planSentence(text: string, defaultVoice: string, voice?: SpeechVoice): FlitePlan {
  const name = voice?.offline && FLITE_VOICES[voice.offline] ? voice.offline : defaultVoice;
  const own = FLITE_VOICES[name] ?? FLITE_VOICES.slt!;
  if (!voice) return { voice: name, args: [], shift: 1, endRise: 1, pauseMs: 0 };
  const p = sentenceProsody(
    {
      pitchHz: voice.pitchHz ?? own.pitchHz,
      pitchRangeHz: voice.pitchRangeHz ?? Math.round(own.pitchHz * 0.12),
      rate: voice.rate ?? 1,
      pauseMs: voice.pauseMs ?? 0,
    },
    text,
  );
  const shift = own.followsPitchTarget
    ? 1
    : Math.min(MAX_SHIFT, Math.max(1 / MAX_SHIFT, p.pitchHz / own.pitchHz));
  // a resampled sentence gets shorter by the shift: flite stretches it that much beforehand
  const stretch = (1 / Math.max(0.5, Math.min(2, p.rate))) * shift;
  const args = ['--setf', `duration_stretch=${stretch.toFixed(3)}`];
  if (own.followsPitchTarget) {
    args.push('--setf', `int_f0_target_mean=${p.pitchHz}`);
    args.push('--setf', `int_f0_target_stddev=${p.pitchRangeHz}`);
  }
  return { voice: name, args, shift, endRise: p.endRise, pauseMs: p.pauseMs };
}

/**
 * Shapes flite's output: pitch shifted by `shift` (resampling, so the sentence also gets shorter by it),
 * a rise to `endRise` over the end of the speech, the trailing silence replaced by `pauseMs` of silence.
 */
export function shapeSentence(
  pcm: Int16Array,
  sampleRate: number,
  plan: Pick<FlitePlan, 'shift' | 'endRise' | 'pauseMs'>,
): Int16Array {
  if (plan.shift === 1 && plan.endRise === 1 && !plan.pauseMs) return pcm;
  const speechEnd = endOfSpeech(pcm, sampleRate);
  // the rise is heard on the voiced end (a trailing consonant has no pitch)
  const voicedEnd = lastLoud(pcm, sampleRate, VOICED_SHARE);
  const riseFrom = Math.max(0, voicedEnd - (RISE_MS / 1000) * sampleRate);
  const factorAt = (pos: number) => {
    if (plan.endRise === 1 || pos <= riseFrom) return plan.shift;
    const t = Math.min(1, (pos - riseFrom) / Math.max(1, voicedEnd - riseFrom));
    return plan.shift * (1 + (plan.endRise - 1) * t);
  };
  const pause = Math.round((plan.pauseMs / 1000) * sampleRate);
  const out = new Int16Array(Math.ceil(speechEnd / Math.min(plan.shift, 1)) + pause + 1);
  let n = 0;
  for (let pos = 0; pos < speechEnd - 1; pos += factorAt(pos)) {
    const i = Math.floor(pos);
    const frac = pos - i;
    out[n++] = Math.round(pcm[i]! * (1 - frac) + pcm[i + 1]! * frac);
  }
  return out.slice(0, n + pause); // the rest is zero: the pause
}

/** Where the sound of a sentence ends: its last 10 ms that is not near-silence, plus a short guard. */
export function endOfSpeech(pcm: Int16Array, sampleRate: number): number {
  const end = lastLoud(pcm, sampleRate, SOUND_SHARE);
  return end ? Math.min(pcm.length, end + Math.round((TAIL_GUARD_MS / 1000) * sampleRate)) : 0;
}

/** The end of the last 10 ms at least `share` as loud as the loudest 10 ms (0 for silence). */
function lastLoud(pcm: Int16Array, sampleRate: number, share: number): number {
  const size = Math.round(sampleRate / 100);
  const loudness: number[] = [];
  for (let at = 0; at < pcm.length; at += size) {
    let sum = 0;
    const end = Math.min(pcm.length, at + size);
    for (let i = at; i < end; i++) sum += pcm[i]! * pcm[i]!;
    loudness.push(Math.sqrt(sum / Math.max(1, end - at)));
  }
  const loudest = Math.max(0, ...loudness);
  if (!loudest) return 0;
  const last = loudness.findLastIndex((l) => l >= loudest * share);
  return Math.min(pcm.length, (last + 1) * size);
}
