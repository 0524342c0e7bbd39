import { bytesToPcm16, concatPcm, resamplePcm16 } from './pcm.ts';
import { SPEECH_SAMPLE_RATE, type SpeechToText, type TextToSpeech } from './speech-ports.ts';
import { decodeWav, encodeWav, isWav } from './wav.ts';

/** OpenAI-compatible servers: OpenAI, faster-whisper-server / speaches, whisper.cpp server, LocalAI. */
export interface OpenAiSpeechOptions {
  /** Includes the version prefix, e.g. https://api.openai.com/v1 */
  baseUrl: string;
  apiKey?: string;
  timeoutMs?: number;
}

const authHeaders = (apiKey?: string): Record<string, string> =>
  apiKey ? { authorization: `Bearer ${apiKey}` } : {};
const endpoint = (baseUrl: string, path: string) => `${baseUrl.replace(/\/$/, '')}${path}`;

/**
 * `/audio/transcriptions`, one request per utterance: PCM is buffered while the user speaks and
 * posted as a WAV on finish. No partial hypotheses.
 */
export function createOpenAiStt(
  options: OpenAiSpeechOptions & { model?: string; language?: string },
): SpeechToText {
  const url = endpoint(options.baseUrl, '/audio/transcriptions');
  const model = options.model ?? 'whisper-1';
  return {
    name: `openai-stt:${model}`,
    createStream() {
      let chunks: Int16Array[] = [];
      let closed = false;
      return {
        write(pcm) {
          if (closed) throw new Error('stream is closed');
          if (pcm.length) chunks.push(pcm.slice());
        },
        async finish() {
          if (closed) throw new Error('stream is closed');
          const pcm = concatPcm(chunks);
          chunks = [];
          if (!pcm.length) return '';
          const form = new FormData();
          form.append(
            'file',
            new Blob([new Uint8Array(encodeWav(pcm, SPEECH_SAMPLE_RATE))], { type: 'audio/wav' }),
            'utterance.wav',
          );
          form.append('model', model);
          form.append('response_format', 'json');
          if (options.language) form.append('language', options.language);
          const res = await fetch(url, {
            method: 'POST',
            headers: authHeaders(options.apiKey),
            body: form,
            signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
          });
          if (!res.ok) throw new Error(`speech-to-text answered ${res.status}`);
          const body = (await res.json()) as { text?: unknown };
          if (typeof body.text !== 'string') throw new Error('speech-to-text answer has no text');
          return body.text.trim();
        },
        close() {
          closed = true;
          chunks = [];
        },
      };
    },
  };
}

/**
 * `/audio/speech`. Asks for WAV (sample rate in the header) and resamples to 16 kHz; a headerless
 * answer is read as raw PCM16LE at `pcmSampleRate` (OpenAI's `pcm` format is 24 kHz).
 */
export function createOpenAiTts(
  options: OpenAiSpeechOptions & {
    model?: string;
    voice?: string;
    responseFormat?: 'wav' | 'pcm';
    pcmSampleRate?: number;
  },
): TextToSpeech {
  const url = endpoint(options.baseUrl, '/audio/speech');
  const model = options.model ?? 'tts-1';
  const voice = options.voice ?? 'alloy';
  return {
    name: `openai-tts:${model}:${voice}`,
    sampleRate: SPEECH_SAMPLE_RATE,
    async synthesize(text, { voice: speaker } = {}) {
      if (!text.trim()) return new Int16Array(0);
      // a speaker's own voice and pace when the call names one (speed: 0.25–4, 1 the voice's own)
      const speed = speaker?.rate && speaker.rate !== 1 ? { speed: speaker.rate } : {};
      const body = {
        model,
        voice: speaker?.openai ?? voice,
        input: text,
        response_format: options.responseFormat ?? 'wav',
        ...speed,
      };
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeaders(options.apiKey) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      if (!res.ok) throw new Error(`text-to-speech answered ${res.status}`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const { sampleRate, pcm } = isWav(bytes)
        ? decodeWav(bytes)
        : { sampleRate: options.pcmSampleRate ?? 24_000, pcm: bytesToPcm16(bytes) };
      return resamplePcm16(pcm, sampleRate, SPEECH_SAMPLE_RATE);
    },
  };
}
