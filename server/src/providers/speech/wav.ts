import { downmixToMono, floatToPcm16, pcm16ToBytes } from './pcm.ts';

/** A RIFF/WAVE file with one mono PCM16 data chunk. */
export function encodeWav(pcm: Int16Array, sampleRate: number): Buffer {
  const data = pcm16ToBytes(pcm);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export function isWav(bytes: Uint8Array): boolean {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return b.length >= 12 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WAVE';
}

/**
 * Reads PCM (8/16/24/32-bit integer or 32-bit float, any channel count) into mono PCM16 at the
 * file's own sample rate. Streaming writers put 0xFFFFFFFF or 0 as data size; we then read to the end.
 */
export function decodeWav(bytes: Uint8Array): { sampleRate: number; pcm: Int16Array } {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!isWav(buf)) throw new Error('not a RIFF/WAVE file');
  let offset = 12;
  let format = 0,
    channels = 0,
    sampleRate = 0,
    bits = 0;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = buf.readUInt16LE(body);
      channels = buf.readUInt16LE(body + 2);
      sampleRate = buf.readUInt32LE(body + 4);
      bits = buf.readUInt16LE(body + 14);
      if (format === 0xfffe && size >= 26) format = buf.readUInt16LE(body + 24); // WAVE_FORMAT_EXTENSIBLE
    } else if (id === 'data') {
      if (!channels) throw new Error('WAV data chunk before fmt chunk');
      const end = size === 0 || body + size > buf.length ? buf.length : body + size;
      return { sampleRate, pcm: downmixToMono(readSamples(buf.subarray(body, end), format, bits), channels) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}

function readSamples(data: Buffer, format: number, bits: number): Int16Array {
  const width = bits / 8;
  const n = Math.floor(data.length / width);
  if (format === 3 && bits === 32) {
    const f = new Float32Array(n);
    for (let i = 0; i < n; i++) f[i] = data.readFloatLE(i * 4);
    return floatToPcm16(f);
  }
  if (format !== 1) throw new Error(`unsupported WAV format ${format}`);
  const out = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    const p = i * width;
    if (bits === 16) out[i] = data.readInt16LE(p);
    else if (bits === 8) out[i] = (data[p] - 128) << 8;
    else if (bits === 24) out[i] = data.readIntLE(p, 3) >> 8;
    else if (bits === 32) out[i] = data.readInt32LE(p) >> 16;
    else throw new Error(`unsupported WAV bit depth ${bits}`);
  }
  return out;
}
