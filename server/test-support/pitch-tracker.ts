/**
 * A pitch tracker for tests: normalised autocorrelation over 40 ms frames every 10 ms, on the audio
 * halved in rate (pairs averaged: a low-pass that keeps speech's pitch and costs a quarter). A frame
 * counts when it is loud (within 22 dB of the loudest sample) and clearly periodic (correlation over
 * 0.6); its pitch is the best lag between 60 and 400 Hz, refined by parabolic interpolation.
 */

const MIN_HZ = 60;
const MAX_HZ = 400;
const MIN_CORRELATION = 0.6;

/** The pitch (Hz) of each voiced frame, in time order. */
export function pitchTrack(input: Int16Array, inputRate = 16_000): number[] {
  const sampleRate = inputRate / 2;
  const pcm = new Float64Array(Math.floor(input.length / 2));
  for (let i = 0; i < pcm.length; i++) pcm[i] = (input[2 * i]! + input[2 * i + 1]!) / 2;
  const frame = Math.round(sampleRate * 0.04);
  const hop = Math.round(sampleRate * 0.01);
  const minLag = Math.floor(sampleRate / MAX_HZ);
  const maxLag = Math.ceil(sampleRate / MIN_HZ);
  let peak = 0;
  for (const v of pcm) peak = Math.max(peak, Math.abs(v));
  const loudEnough = peak * 0.08;
  const out: number[] = [];
  const r = new Float64Array(maxLag + 2);
  for (let s = 0; s + frame + maxLag + 1 < pcm.length; s += hop) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += pcm[s + i]! * pcm[s + i]!;
    if (Math.sqrt(energy / frame) < loudEnough) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag - 1; lag <= maxLag + 1; lag++) {
      let c = 0;
      let e2 = 0;
      for (let i = 0; i < frame; i++) {
        const b = pcm[s + i + lag]!;
        c += pcm[s + i]! * b;
        e2 += b * b;
      }
      r[lag] = c / Math.sqrt(energy * e2 + 1);
      if (lag >= minLag && lag <= maxLag && r[lag]! > best) {
        best = r[lag]!;
        bestLag = lag;
      }
    }
    if (best < MIN_CORRELATION) continue;
    // the lag of a shorter period that correlates almost as well is the true one (octave errors)
    for (let k = 2; k <= 4; k++) {
      const sub = Math.round(bestLag / k);
      if (sub >= minLag && r[sub]! > 0.9 * best) {
        bestLag = sub;
        best = r[sub]!;
      }
    }
    const a = r[bestLag - 1]!;
    const c = r[bestLag + 1]!;
    const denom = a - 2 * best + c;
    const offset = denom < 0 ? (0.5 * (a - c)) / denom : 0;
    out.push(sampleRate / (bestLag + offset));
  }
  return out;
}

/** The `q`-quantile (0–1) of values; NaN when there are none. */
export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** The median pitch (Hz) of the voiced frames of `pcm`. */
export function medianPitch(pcm: Int16Array, sampleRate = 16_000): number {
  return quantile(pitchTrack(pcm, sampleRate), 0.5);
}
