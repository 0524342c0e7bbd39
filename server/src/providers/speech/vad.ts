/** Per-frame speech / non-speech decision. Frames are 20 ms (320 samples at 16 kHz). */
export interface VoiceActivityDetector {
  readonly name: string;
  process(frame: Int16Array): { speech: boolean };
  reset(): void;
}

export const FRAME_SAMPLES = 320; // 20 ms at 16 kHz

/**
 * Energy VAD with an adaptive noise floor: a frame is speech when it is `marginDb` above the
 * tracked background level and above an absolute floor. Cheap (~1 µs per frame) and dependency-free.
 */
export function createEnergyVad(
  options: { marginDb?: number; floorDb?: number } = {},
): VoiceActivityDetector {
  const margin = options.marginDb ?? 12;
  const floor = options.floorDb ?? -50;
  let noise = -70;
  return {
    name: 'energy',
    process(frame) {
      let sum = 0;
      for (let i = 0; i < frame.length; i++) sum += frame[i] * frame[i];
      const rms = Math.sqrt(sum / Math.max(1, frame.length)) / 32768;
      const db = rms > 0 ? 20 * Math.log10(rms) : -100;
      const speech = db > floor && db > noise + margin;
      // Follow the background fast downwards, slowly upwards, and never towards speech.
      if (db < noise) noise = 0.7 * noise + 0.3 * db;
      else if (!speech) noise = 0.98 * noise + 0.02 * db;
      return { speech };
    },
    reset() {
      noise = -70;
    },
  };
}

interface FvadModule {
  _fvad_new(): number;
  _fvad_free(h: number): void;
  _fvad_reset(h: number): void;
  _fvad_set_mode(h: number, mode: number): number;
  _fvad_set_sample_rate(h: number, rate: number): number;
  _fvad_process(h: number, ptr: number, length: number): number;
  _malloc(bytes: number): number;
  HEAP16: Int16Array;
}

let fvadModule: Promise<FvadModule> | undefined;

/**
 * WebRTC VAD (npm `@echogarden/fvad-wasm`). More robust to steady noise than the energy VAD.
 * `mode` 0–3: higher is more aggressive about calling frames non-speech. Frames must be 10/20/30 ms.
 */
export async function createFvadVad(options: { mode?: 0 | 1 | 2 | 3 } = {}): Promise<VoiceActivityDetector> {
  const specifier = '@echogarden/fvad-wasm'; // untyped emscripten module
  fvadModule ??= (import(specifier) as Promise<{ default: () => Promise<FvadModule> }>).then((m) =>
    m.default(),
  );
  const mod = await fvadModule;
  const handle = mod._fvad_new();
  if (!handle) throw new Error('fvad_new failed');
  mod._fvad_set_mode(handle, options.mode ?? 2);
  mod._fvad_set_sample_rate(handle, 16_000);
  const ptr = mod._malloc(FRAME_SAMPLES * 2);
  return {
    name: 'fvad',
    process(frame) {
      if (frame.length !== FRAME_SAMPLES) throw new Error(`fvad needs ${FRAME_SAMPLES}-sample frames`);
      mod.HEAP16.set(frame, ptr >> 1);
      return { speech: mod._fvad_process(handle, ptr, FRAME_SAMPLES) === 1 };
    },
    reset() {
      mod._fvad_reset(handle);
      mod._fvad_set_mode(handle, options.mode ?? 2);
      mod._fvad_set_sample_rate(handle, 16_000);
    },
  };
}

export interface UtteranceEvent {
  /** 'pause': a short silence inside the utterance (only with the `pauseMs` option) */
  type: 'speech-start' | 'speech-end' | 'pause';
  /** Position in the stream (ms since the detector was created or reset). */
  atMs: number;
}

export interface UtteranceDetector {
  /** Feeds PCM of any length; returns the boundaries found in it. */
  push(pcm: Int16Array): UtteranceEvent[];
  readonly inSpeech: boolean;
  reset(): void;
}

/**
 * End-of-utterance helper over any VAD: speech starts after `minSpeechMs` of speech frames, ends
 * after `silenceMs` of non-speech (400 ms gave ~750 ms from end of speech to reply audio, measured here).
 * `silenceMs` may be a function, asked at every silent frame: the silence that ends the utterance can
 * then depend on what was said so far. With `pauseMs`, `pauseMs` of non-speech inside an utterance is
 * reported once as a 'pause'.
 */
export function createUtteranceDetector(
  vad: VoiceActivityDetector,
  options: { silenceMs?: number | (() => number); minSpeechMs?: number; pauseMs?: number } = {},
): UtteranceDetector {
  const frameMs = 20;
  const endSilence = options.silenceMs ?? 400;
  const silenceFramesNow = () =>
    Math.max(1, Math.round((typeof endSilence === 'function' ? endSilence() : endSilence) / frameMs));
  const pauseFrames = options.pauseMs ? Math.max(1, Math.round(options.pauseMs / frameMs)) : 0;
  const startFrames = Math.max(1, Math.round((options.minSpeechMs ?? 60) / frameMs));
  let carry = new Int16Array(0);
  let frames = 0;
  let inSpeech = false;
  let speechRun = 0;
  let silenceRun = 0;

  return {
    get inSpeech() {
      return inSpeech;
    },
    push(pcm) {
      const events: UtteranceEvent[] = [];
      const data = carry.length ? concat(carry, pcm) : pcm;
      let offset = 0;
      for (; offset + FRAME_SAMPLES <= data.length; offset += FRAME_SAMPLES) {
        const { speech } = vad.process(data.subarray(offset, offset + FRAME_SAMPLES));
        frames++;
        if (!inSpeech) {
          speechRun = speech ? speechRun + 1 : 0;
          if (speechRun >= startFrames) {
            inSpeech = true;
            silenceRun = 0;
            events.push({ type: 'speech-start', atMs: (frames - speechRun) * frameMs });
          }
        } else {
          silenceRun = speech ? 0 : silenceRun + 1;
          const silenceFrames = silenceRun ? silenceFramesNow() : Infinity;
          if (pauseFrames && silenceRun === pauseFrames && silenceRun < silenceFrames)
            events.push({ type: 'pause', atMs: frames * frameMs });
          if (silenceRun >= silenceFrames) {
            inSpeech = false;
            speechRun = 0;
            events.push({ type: 'speech-end', atMs: frames * frameMs });
          }
        }
      }
      carry = data.slice(offset);
      return events;
    },
    reset() {
      carry = new Int16Array(0);
      frames = speechRun = silenceRun = 0;
      inSpeech = false;
      vad.reset();
    },
  };
}

function concat(a: Int16Array, b: Int16Array): Int16Array {
  const out = new Int16Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
