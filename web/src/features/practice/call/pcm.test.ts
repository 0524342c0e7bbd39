import { describe, expect, it } from 'vitest';
import { base64ToPcm16, Downsampler, pcm16ToBase64 } from './pcm';

describe('Downsampler to 16 kHz PCM16', () => {
  it('averages 48 kHz triples into 16 kHz samples', () => {
    const d = new Downsampler(48_000);
    const out = d.process(Float32Array.from([0.5, 0.5, 0.5, -1, -1, -1, 0, 0.3, 0.6]));
    expect(Array.from(out)).toEqual([Math.round(0.5 * 0x7fff), -0x8000, Math.round(0.3 * 0x7fff)]);
  });

  it('keeps the stream gapless across chunks at 44.1 kHz (one second in, 16000 samples out)', () => {
    const d = new Downsampler(44_100);
    let total = 0;
    for (let i = 0; i < Math.floor(44_100 / 2048); i++)
      total += d.process(new Float32Array(2048).fill(0.25)).length;
    total += d.process(new Float32Array(44_100 % 2048).fill(0.25)).length;
    expect(Math.abs(total - 16_000)).toBeLessThanOrEqual(1);
  });

  it('preserves a 440 Hz tone at the right rate', () => {
    const d = new Downsampler(48_000);
    const input = Float32Array.from({ length: 4800 }, (_, i) => Math.sin((2 * Math.PI * 440 * i) / 48_000));
    const out = d.process(input);
    expect(out.length).toBe(1600);
    let crossings = 0;
    for (let i = 1; i < out.length; i++) if (out[i - 1]! < 0 !== out[i]! < 0) crossings++;
    expect(crossings).toBeGreaterThanOrEqual(86); // 44 periods in 0.1 s → ~88 zero crossings
    expect(crossings).toBeLessThanOrEqual(90);
  });

  it('round-trips PCM16 through base64 (little-endian)', () => {
    const pcm = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    expect(Array.from(base64ToPcm16(pcm16ToBase64(pcm)))).toEqual(Array.from(pcm));
    expect(pcm16ToBase64(Int16Array.from([1]))).toBe('AQA=');
  });
});
