import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeRecording,
  DEFAULT_DECODE_LIMITS,
  probeRecording,
  type DecodeError,
} from '../../providers/media/ffmpeg-decode.ts';
import { encodeWith, silentVideo } from '../../../test-support/recording-fixtures.ts';
import { encodeWav } from '../../providers/speech/wav.ts';
import { recordingFormatOf, sniffRecording } from './recording-formats.ts';

/** two seconds of a 220 Hz tone on the left and a 330 Hz tone on the right */
function stereoWav(): Buffer {
  const n = 32_000;
  const pcm = new Int16Array(n * 2);
  for (let i = 0; i < n; i++) {
    pcm[2 * i] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / 16_000));
    pcm[2 * i + 1] = Math.round(8000 * Math.sin((2 * Math.PI * 330 * i) / 16_000));
  }
  const mono = encodeWav(pcm, 16_000);
  // the same bytes, declared as two channels at half the frame count
  mono.writeUInt16LE(2, 22);
  mono.writeUInt32LE(16_000 * 4, 28);
  mono.writeUInt16LE(4, 32);
  return mono;
}

const toFile = (bytes: Buffer, name: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'rr-fmt-')), name);
  writeFileSync(file, bytes);
  return file;
};

describe('recordings told by content and decoded outside the process', () => {
  const tone = new Int16Array(16_000).map((_, i) =>
    Math.round(6000 * Math.sin((2 * Math.PI * 200 * i) / 16_000)),
  );
  const wav = encodeWav(tone, 16_000);
  const files: Record<string, Buffer> = {};
  beforeAll(() => {
    files.wav = wav;
    files.mp3 = encodeWith(wav, 'a.mp3');
    files.m4a = encodeWith(wav, 'a.m4a');
    files.ogg = encodeWith(wav, 'a.ogg', ['-c:a', 'libvorbis']);
    files.webm = encodeWith(wav, 'a.webm', ['-c:a', 'libopus']);
    files.mp4 = encodeWith(wav, 'a.mp4', ['-c:a', 'aac']);
    files.mov = encodeWith(wav, 'a.mov', ['-c:a', 'aac']);
  });

  it.each(['wav', 'mp3', 'm4a', 'ogg', 'webm', 'mp4', 'mov'])(
    'knows a .%s by its bytes and decodes it',
    async (ext) => {
      const bytes = files[ext]!;
      expect(sniffRecording(bytes)?.ext).toBe(ext);
      // a misleading name does not matter
      expect(recordingFormatOf('notes.txt', bytes)?.ext).toBe(ext);
      const file = toFile(bytes, `x.${ext}`);
      expect(await probeRecording(file)).toMatchObject({ readable: true, hasAudio: true, channels: 1 });
      const audio = await decodeRecording(file);
      expect(audio.channels).toHaveLength(1);
      const asMono = await decodeRecording(file, DEFAULT_DECODE_LIMITS, 1);
      expect(asMono.channels).toHaveLength(1);
      expect(asMono.channels[0]!.length).toBe(audio.channels[0]!.length);
      expect(audio.seconds).toBeGreaterThan(0.9);
      expect(audio.seconds).toBeLessThan(1.2);
    },
  );

  it('refuses a text file named .mp3 (415) and leaves documents alone', () => {
    const text = Buffer.from('Jess: Hello there\nHannah: Hi\n');
    expect(() => recordingFormatOf('call.mp3', text)).toThrow(/named \.mp3 but is not a recording/);
    expect(recordingFormatOf('call.txt', text)).toBeUndefined();
    expect(sniffRecording(Buffer.from('%PDF-1.7 ........'))).toBeUndefined();
    // a UTF-16 text starts 0xFF 0xFE, like an MPEG frame header; a text may hold a box name at byte 4
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Anna: Café at 2?\nBen: Oui\n', 'utf16le'),
    ]);
    expect(sniffRecording(utf16)).toBeUndefined();
    expect(sniffRecording(Buffer.from('Ann:free to talk?\nBen: yes\n'))).toBeUndefined();
    expect(sniffRecording(Buffer.from('Bob ftypes fast\nAnn: ok\n'))).toBeUndefined();
  });

  it('keeps the two channels of a stereo recording apart', async () => {
    const file = toFile(stereoWav(), 's.wav');
    expect((await probeRecording(file)).channels).toBe(2);
    const audio = await decodeRecording(file);
    expect(audio.channels).toHaveLength(2);
    expect(audio.seconds).toBe(2);
  });

  it('fails a video without audio, a damaged file and one over the length limit with their reasons', async () => {
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => 'decoded',
        (e: DecodeError) => e.code,
      );
    expect(await reason(decodeRecording(toFile(silentVideo(), 'v.mp4')))).toBe('no-audio');
    const cut = Buffer.concat([files.mp4!.subarray(0, 64), Buffer.alloc(2000, 7)]);
    expect(await reason(decodeRecording(toFile(cut, 'c.mp4')))).toBe('unreadable');
    const limits = { ...DEFAULT_DECODE_LIMITS, maxSeconds: 0.5 };
    expect(await reason(decodeRecording(toFile(files.mp3!, 'l.mp3'), limits))).toBe('too-long');
  });
});
