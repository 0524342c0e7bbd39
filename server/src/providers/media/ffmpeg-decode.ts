/**
 * Decodes an untrusted recording to 16 kHz PCM16 in an FFmpeg child process, never in the server process.
 * The binary ships inside the npm package `@ffmpeg-installer/linux-x64` (nothing is downloaded at install or
 * run time). The child runs under a shell `ulimit -v` (address space), is killed at its time limit, and its
 * output is cut at the longest recording accepted: a decoder bug or a hostile file costs at most that.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface DecodeLimits {
  /** the child is killed after this long */
  timeoutMs: number;
  /** the child's address space, bytes */
  memoryBytes: number;
  /** a recording longer than this is refused (its decoding stops there) */
  maxSeconds: number;
}

export const DEFAULT_DECODE_LIMITS: DecodeLimits = {
  timeoutMs: 10 * 60_000,
  memoryBytes: 1024 * 1024 * 1024,
  maxSeconds: 2 * 60 * 60,
};

export const DECODE_RATE = 16_000;

/** Why a recording could not be decoded: `reason` is the user-facing message. */
export class DecodeError extends Error {
  readonly code: 'no-audio' | 'too-long' | 'unreadable' | 'timeout' | 'no-decoder';
  constructor(code: DecodeError['code'], message: string) {
    super(message);
    this.name = 'DecodeError';
    this.code = code;
  }
}

/** The decoded audio: one channel for a mono recording, two when the channels differ (one speaker each). */
export interface DecodedAudio {
  channels: Int16Array[];
  seconds: number;
}

const require = createRequire(import.meta.url);

/** Path of the FFmpeg binary from its npm package, or undefined when the package is missing. */
export function ffmpegPath(): string | undefined {
  try {
    return require.resolve('@ffmpeg-installer/linux-x64/ffmpeg');
  } catch {
    return undefined;
  }
}

/** Splits interleaved stereo; a recording whose two channels are the same (or one silent) is mono. */
function splitChannels(stereo: Int16Array): Int16Array[] {
  const n = stereo.length >> 1;
  const left = new Int16Array(n);
  const right = new Int16Array(n);
  let diff = 0;
  let energyL = 0;
  let energyR = 0;
  for (let i = 0; i < n; i++) {
    left[i] = stereo[2 * i]!;
    right[i] = stereo[2 * i + 1]!;
    diff += Math.abs(left[i]! - right[i]!);
    energyL += Math.abs(left[i]!);
    energyR += Math.abs(right[i]!);
  }
  const quiet = Math.min(energyL, energyR) < 0.02 * Math.max(energyL, energyR);
  if (diff <= 0.05 * Math.max(energyL, energyR) || quiet) {
    const mono = new Int16Array(n);
    for (let i = 0; i < n; i++) mono[i] = (left[i]! + right[i]!) >> 1;
    return [mono];
  }
  return [left, right];
}

/**
 * The child's output as one Int16Array, each chunk copied in and let go as it is (never a second copy of
 * the whole output at once).
 */
function joinChunks(chunks: Array<Buffer | undefined>, bytes: number): Int16Array {
  const out = new Int16Array(bytes >> 1);
  const view = Buffer.from(out.buffer, out.byteOffset, out.length * 2);
  let at = 0;
  for (let i = 0; i < chunks.length; i++) {
    at += chunks[i]!.copy(view, at);
    chunks[i] = undefined;
  }
  return out;
}

/**
 * Decodes the file at `path` (any container FFmpeg reads) to 16 kHz PCM16, first audio track only: as one
 * channel when the recording is known to be mono (`channels` 1; half the memory), else as two.
 */
export function decodeRecording(
  path: string,
  limits: DecodeLimits = DEFAULT_DECODE_LIMITS,
  channels: 1 | 2 = 2,
): Promise<DecodedAudio> {
  const bin = ffmpegPath();
  if (!bin)
    return Promise.reject(new DecodeError('no-decoder', 'Recordings cannot be decoded on this server.'));
  const maxBytes = limits.maxSeconds * DECODE_RATE * 2 * channels;
  const args = ['-nostdin', '-hide_banner', '-loglevel', 'error', '-i', path, '-map', '0:a:0', '-vn'];
  args.push(
    '-ac',
    String(channels),
    '-ar',
    String(DECODE_RATE),
    '-f',
    's16le',
    '-acodec',
    'pcm_s16le',
    'pipe:1',
  );
  const kib = Math.ceil(limits.memoryBytes / 1024);
  const child = spawn('/bin/sh', ['-c', `ulimit -v ${kib} && exec "$0" "$@"`, bin, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const chunks: Array<Buffer | undefined> = [];
    let bytes = 0;
    let stderr = '';
    let tooLong = false;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limits.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      if (tooLong) return;
      bytes += chunk.length;
      if (bytes > maxBytes) {
        tooLong = true;
        child.kill('SIGKILL');
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8');
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const hours = limits.maxSeconds / 3600;
      if (tooLong)
        return reject(new DecodeError('too-long', `This recording is longer than ${hours} hours.`));
      if (timedOut)
        return reject(
          new DecodeError('timeout', 'This recording could not be decoded within our time limit.'),
        );
      if (code !== 0 || bytes === 0) {
        if (/matches no streams|does not contain any stream/i.test(stderr) || code === 0)
          return reject(new DecodeError('no-audio', 'This recording has no audio track.'));
        return reject(
          new DecodeError(
            'unreadable',
            "We couldn't decode this recording. It may be damaged or incomplete.",
          ),
        );
      }
      const pcm = joinChunks(chunks, bytes);
      const out = channels === 1 ? [pcm] : splitChannels(pcm.subarray(0, pcm.length & ~1));
      resolve({ channels: out, seconds: out[0]!.length / DECODE_RATE });
    });
  });
}

/** What a quick look at a recording's headers tells, before it is accepted. */
export interface RecordingProbe {
  /** its length from the container, when it states one */
  seconds: number | undefined;
  hasAudio: boolean;
  /** the first audio track's channels, when FFmpeg names them (mono, stereo) */
  channels: 1 | 2 | undefined;
  /** FFmpeg could open it at all */
  readable: boolean;
}

const PROBE_LIMITS = { timeoutMs: 20_000, memoryBytes: 512 * 1024 * 1024 };

/**
 * Reads a recording's headers only (FFmpeg without an output), in a child process with its own time and
 * memory limits: its stated length, whether it has an audio track, whether it opens at all.
 */
export function probeRecording(path: string): Promise<RecordingProbe> {
  const bin = ffmpegPath();
  if (!bin)
    return Promise.resolve({ seconds: undefined, hasAudio: true, channels: undefined, readable: true });
  const kib = Math.ceil(PROBE_LIMITS.memoryBytes / 1024);
  const child = spawn(
    '/bin/sh',
    ['-c', `ulimit -v ${kib} && exec "$0" "$@"`, bin, '-nostdin', '-hide_banner', '-i', path],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve) => {
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), PROBE_LIMITS.timeoutMs);
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 64_000) stderr += chunk.toString('utf8');
    });
    child.on('close', () => {
      clearTimeout(timer);
      const d = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
      const layout = /Stream #\d+:\d+.*: Audio:[^\n]*?, (mono|stereo)\b/.exec(stderr)?.[1];
      resolve({
        seconds: d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : undefined,
        hasAudio: /Stream #\d+:\d+.*: Audio:/.test(stderr),
        channels: layout === 'mono' ? 1 : layout === 'stereo' ? 2 : undefined,
        readable: /Input #0/.test(stderr),
      });
    });
  });
}
