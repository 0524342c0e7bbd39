import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import { checkOfflineSpeech, createSpeechEngine } from './speech/speech-engine.ts';
import type { SpeechEngine } from './speech/speech-ports.ts';

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
