import { describe, expect, it } from 'vitest';
import { bytesToPcm16, downmixToMono, pcm16ToBytes, resamplePcm16 } from './pcm.ts';
import { decodeWav, encodeWav, isWav } from './wav.ts';

const sine = (n: number, rate: number, hz = 440) =>
  Int16Array.from({ length: n }, (_, i) => Math.round(8000 * Math.sin((2 * Math.PI * hz * i) / rate)));

describe('WAV helpers', () => {
  it('round-trips mono PCM16', () => {
    const pcm = sine(1600, 16_000);
    const wav = encodeWav(pcm, 16_000);
    expect(wav.length).toBe(44 + pcm.length * 2);
    expect(isWav(wav)).toBe(true);
    const back = decodeWav(wav);
    expect(back.sampleRate).toBe(16_000);
    expect(Array.from(back.pcm)).toEqual(Array.from(pcm));
  });

  it('downmixes stereo and reads 32-bit float and streaming (unknown size) files', () => {
    const header = (format: number, channels: number, bits: number, rate: number, dataSize: number) => {
      const h = Buffer.alloc(44);
      h.write('RIFF', 0);
      h.writeUInt32LE(0xffffffff, 4);
      h.write('WAVE', 8);
      h.write('fmt ', 12);
      h.writeUInt32LE(16, 16);
      h.writeUInt16LE(format, 20);
      h.writeUInt16LE(channels, 22);
      h.writeUInt32LE(rate, 24);
      h.writeUInt32LE((rate * channels * bits) / 8, 28);
      h.writeUInt16LE((channels * bits) / 8, 32);
      h.writeUInt16LE(bits, 34);
      h.write('data', 36);
      h.writeUInt32LE(dataSize, 40);
      return h;
    };
    const stereo = Buffer.from(new Int16Array([100, 300, -100, -300]).buffer);
    const a = decodeWav(Buffer.concat([header(1, 2, 16, 24_000, 0xffffffff), stereo]));
    expect(a).toEqual({ sampleRate: 24_000, pcm: new Int16Array([200, -200]) });

    const floats = Buffer.from(new Float32Array([0.5, -1]).buffer);
    const b = decodeWav(Buffer.concat([header(3, 1, 32, 16_000, 8), floats]));
    expect(Array.from(b.pcm)).toEqual([16384, -32768]);
  });

  it('rejects non-WAV input', () => {
    expect(() => decodeWav(Buffer.from('hello world, not audio'))).toThrow(/RIFF/);
  });
});

describe('PCM helpers', () => {
  it('resamples 24 kHz to 16 kHz keeping duration and tone', () => {
    const pcm = sine(24_000, 24_000, 300);
    const out = resamplePcm16(pcm, 24_000, 16_000);
    expect(out.length).toBe(16_000);
    const expected = sine(16_000, 16_000, 300);
    let err = 0;
    for (let i = 100; i < 15_900; i++) err = Math.max(err, Math.abs(out[i] - expected[i]));
    expect(err).toBeLessThan(800); // ~10% of amplitude: fine for speech
    expect(resamplePcm16(pcm, 16_000, 16_000)).toBe(pcm);
  });

  it('converts bytes and downmixes', () => {
    const pcm = new Int16Array([1, -2, 32767, -32768]);
    expect(Array.from(bytesToPcm16(pcm16ToBytes(pcm)))).toEqual(Array.from(pcm));
    expect(Array.from(downmixToMono(new Int16Array([2, 4, 6, 8]), 2))).toEqual([3, 7]);
  });
});
