import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiStt, createOpenAiTts } from './openai-speech.ts';
import { pcm16ToBytes } from './pcm.ts';
import { createSpeechEngine } from './speech-engine.ts';
import { decodeWav, encodeWav } from './wav.ts';

/** A fake OpenAI-compatible speech server on 127.0.0.1. */
let app: FastifyInstance;
let baseUrl: string;
const uploads: Array<{ auth?: string; model: string; sampleRate: number; samples: number }> = [];
const speechRequests: Array<{ voice: string; speed?: number }> = [];

beforeAll(async () => {
  app = Fastify();
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/v1/audio/transcriptions', async (req, reply) => {
    const form = await new Request('http://x', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: req.body as Buffer,
    }).formData();
    const file = form.get('file') as File;
    const { sampleRate, pcm } = decodeWav(new Uint8Array(await file.arrayBuffer()));
    uploads.push({
      auth: req.headers.authorization,
      model: String(form.get('model')),
      sampleRate,
      samples: pcm.length,
    });
    if (form.get('model') === 'broken') return reply.code(500).send({ error: 'boom' });
    return { text: ' how many guests are you expecting ' };
  });
  app.post('/v1/audio/speech', async (req, reply) => {
    const body = req.body as { input: string; response_format: string; voice: string; speed?: number };
    speechRequests.push({ voice: body.voice, speed: body.speed });
    const tone = Int16Array.from({ length: 24_000 }, (_, i) => Math.round(5000 * Math.sin(i / 10)));
    if (body.response_format === 'pcm')
      return reply.type('application/octet-stream').send(pcm16ToBytes(tone));
    return reply.type('audio/wav').send(encodeWav(tone, 24_000));
  });
  baseUrl = `${await app.listen({ host: '127.0.0.1', port: 0 })}/v1`;
});
afterAll(() => app.close());

describe('OpenAI-compatible speech adapters', () => {
  it('uploads one WAV per utterance and returns the text', async () => {
    const stt = createOpenAiStt({ baseUrl, apiKey: 'sk-test', model: 'whisper-1' });
    const stream = stt.createStream();
    for (let i = 0; i < 50; i++) stream.write(new Int16Array(320).fill(i));
    expect(await stream.finish()).toBe('how many guests are you expecting');
    expect(uploads.at(-1)).toEqual({
      auth: 'Bearer sk-test',
      model: 'whisper-1',
      sampleRate: 16_000,
      samples: 16_000,
    });
    expect(await stream.finish()).toBe(''); // nothing buffered, no request
    expect(uploads).toHaveLength(1);
    stream.close();
  });

  it('reports server errors', async () => {
    const stream = createOpenAiStt({ baseUrl, model: 'broken' }).createStream();
    stream.write(new Int16Array(320));
    await expect(stream.finish()).rejects.toThrow(/500/);
  });

  it('turns WAV or raw 24 kHz PCM answers into 16 kHz audio', async () => {
    for (const responseFormat of ['wav', 'pcm'] as const) {
      const tts = createOpenAiTts({ baseUrl, responseFormat, voice: 'nova' });
      const pcm = await tts.synthesize('Hello there.');
      expect(tts.sampleRate).toBe(16_000);
      expect(pcm.length).toBe(16_000);
    }
  });

  it("speaks in the caller's voice and pace when a call names them, else in the configured voice", async () => {
    const tts = createOpenAiTts({ baseUrl, voice: 'nova' });
    await tts.synthesize('Hello there.', { voice: { openai: 'onyx', rate: 1.15, pitchHz: 104 } });
    expect(speechRequests.at(-1)).toEqual({ voice: 'onyx', speed: 1.15 });
    await tts.synthesize('Hello there.');
    expect(speechRequests.at(-1)).toEqual({ voice: 'nova' });
  });

  it('is chosen by the engine factory', async () => {
    const engine = createSpeechEngine({
      stt: 'openai',
      tts: 'openai',
      baseUrl,
      sttModel: 'm1',
      ttsVoice: 'nova',
    });
    expect(engine.stt.name).toBe('openai-stt:m1');
    expect(engine.tts.name).toBe('openai-tts:tts-1:nova');
    await engine.close();
    expect(() => createSpeechEngine({ stt: 'openai', tts: 'flite' })).toThrow(/SPEECH_BASE_URL/);
    const offline = createSpeechEngine({ stt: 'pocketsphinx', tts: 'flite' });
    expect(offline.stt.name).toBe('pocketsphinx');
    expect(offline.tts.name).toBe('flite-pool:slt');
    await offline.close();
  });
});
