/**
 * PCM16 helpers for the voice websocket: audio is 16 kHz mono PCM16LE, base64 both ways, without a WAV header
 * (VOICE_AUDIO_FORMAT in core/src/voice/voice-protocol.ts).
 */
export const VOICE_SAMPLE_RATE = 16_000;

/** Float samples (-1..1) → PCM16. */
export function floatToPcm16(input: Float32Array): Int16Array {
  const out = new Int16Array(input.length);
  for (let i = 0; i < input.length; i++) {
    const s = Math.max(-1, Math.min(1, input[i]!));
    out[i] = s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
  }
  return out;
}

export function pcm16ToFloat(input: Int16Array): Float32Array {
  const out = new Float32Array(input.length);
  for (let i = 0; i < input.length; i++) out[i] = input[i]! / 0x8000;
  return out;
}

export function pcm16ToBase64(pcm: Int16Array): string {
  const bytes = new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToPcm16(base64: string): Int16Array {
  const binary = atob(base64);
  const pcm = new Int16Array(Math.floor(binary.length / 2));
  for (let i = 0; i < pcm.length; i++)
    pcm[i] = binary.charCodeAt(2 * i) | (binary.charCodeAt(2 * i + 1) << 8);
  return pcm;
}

/**
 * Streaming downsampler: each output sample is the mean of the input span it covers (a box filter, enough
 * against aliasing for speech), with the fractional position carried across chunks so the stream stays gapless.
 */
export class Downsampler {
  private readonly ratio: number;
  private carry: Float32Array = new Float32Array(0);
  private pos = 0;

  constructor(inputRate: number, outputRate = VOICE_SAMPLE_RATE) {
    if (inputRate < outputRate) throw new Error(`Cannot downsample ${inputRate} Hz to ${outputRate} Hz`);
    this.ratio = inputRate / outputRate;
  }

  process(input: Float32Array): Int16Array {
    const data = new Float32Array(this.carry.length + input.length);
    data.set(this.carry);
    data.set(input, this.carry.length);
    const out: number[] = [];
    let pos = this.pos;
    while (pos + this.ratio <= data.length + 1e-9) {
      const start = Math.floor(pos);
      const end = Math.min(data.length, Math.max(start + 1, Math.ceil(pos + this.ratio - 1e-9)));
      let sum = 0;
      for (let i = start; i < end; i++) sum += data[i]!;
      out.push(sum / (end - start));
      pos += this.ratio;
    }
    const keep = Math.floor(pos);
    this.carry = data.slice(keep);
    this.pos = pos - keep;
    return floatToPcm16(Float32Array.from(out));
  }
}
