/** Pure PCM helpers: conversions, downmix and resampling to the engine's 16 kHz. */

export function floatToPcm16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    out[i] = s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
  }
  return out;
}

/** Averages interleaved channels into one. */
export function downmixToMono(interleaved: Int16Array, channels: number): Int16Array {
  if (channels === 1) return interleaved;
  const frames = Math.floor(interleaved.length / channels);
  const out = new Int16Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += interleaved[f * channels + c];
    out[f] = Math.round(sum / channels);
  }
  return out;
}

/**
 * Linear-interpolation resampler. When downsampling, a moving-average pre-filter of the ratio's
 * width keeps aliasing low enough for speech recognition (not hi-fi, but cheap and dependency-free).
 */
export function resamplePcm16(pcm: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (fromRate === toRate || pcm.length === 0) return pcm;
  let src: ArrayLike<number> = pcm;
  if (fromRate > toRate) {
    const width = Math.max(1, Math.round(fromRate / toRate));
    if (width > 1) {
      const smoothed = new Float32Array(pcm.length);
      let acc = 0;
      for (let i = 0; i < pcm.length; i++) {
        acc += pcm[i];
        if (i >= width) acc -= pcm[i - width];
        smoothed[i] = acc / Math.min(i + 1, width);
      }
      src = smoothed;
    }
  }
  const outLength = Math.max(1, Math.round((pcm.length * toRate) / fromRate));
  const out = new Int16Array(outLength);
  const step = fromRate / toRate;
  for (let i = 0; i < outLength; i++) {
    const pos = i * step;
    const i0 = Math.floor(pos);
    const i1 = Math.min(i0 + 1, src.length - 1);
    const frac = pos - i0;
    const v = src[Math.min(i0, src.length - 1)] * (1 - frac) + src[i1] * frac;
    out[i] = Math.max(-32768, Math.min(32767, Math.round(v)));
  }
  return out;
}

/** Joins chunks into one array. */
export function concatPcm(chunks: Int16Array[]): Int16Array {
  let total = 0;
  for (const c of chunks) total += c.length;
  const out = new Int16Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}

/** Little-endian bytes of PCM16 samples, e.g. for base64 `audio` events. */
export function pcm16ToBytes(pcm: Int16Array): Buffer {
  const buf = Buffer.alloc(pcm.length * 2);
  for (let i = 0; i < pcm.length; i++) buf.writeInt16LE(pcm[i], i * 2);
  return buf;
}

/** PCM16 samples from little-endian bytes (a trailing odd byte is ignored). */
export function bytesToPcm16(bytes: Uint8Array): Int16Array {
  const n = Math.floor(bytes.length / 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset, n * 2);
  const out = new Int16Array(n);
  for (let i = 0; i < n; i++) out[i] = view.getInt16(i * 2, true);
  return out;
}
