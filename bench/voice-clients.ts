/**
 * Voice benchmark clients in their own process (so they don't share the server's event loop):
 * reads {urls, wav, turns} as JSON from argv, streams the WAV in real time to every session at once,
 * and prints the end-of-speech → first-audio latencies (ms) as JSON.
 */
import { readFileSync } from 'node:fs';
import { decodeWav } from '../server/src/voice/speech/wav.ts';
import { connectVoice } from '../server/src/voice/voice-test-client.ts';

const { urls, wavs, turns } = JSON.parse(process.argv[2]!) as { urls: string[]; wavs: string[]; turns: number };
const audio = wavs.map((f) => decodeWav(readFileSync(f)).pcm);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const chunk = (pcm: Int16Array) => Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength).toString('base64');

const latencies = await Promise.all(urls.map(async (url, k) => {
  const c = await connectVoice(url);
  await c.waitFor((e) => e.type === 'audio');
  const out: number[] = [];
  for (let t = 0; t < turns; t++) {
    const pcm = audio[(t + k) % audio.length]!;
    const from = c.events.length;
    const start = performance.now();
    for (let i = 0, n = 0; i < pcm.length; i += 320, n++) {
      c.send({ user_audio_chunk: chunk(pcm.subarray(i, i + 320)) });
      await sleep(Math.max(0, start + (n + 1) * 20 - performance.now())); // real time, without drift
    }
    const endOfSpeech = performance.now();
    let done = false;
    const silence = chunk(new Int16Array(320));
    const pump = (async () => {
      for (let i = 0; i < 75 && !done; i++) {
        c.send({ user_audio_chunk: silence });
        await sleep(20);
      }
    })();
    await c.waitFor((e) => e.type === 'audio', 30_000, from);
    out.push(performance.now() - endOfSpeech);
    done = true;
    await pump;
    await sleep(300);
  }
  c.ws.close();
  return out;
}));
process.stdout.write(`${JSON.stringify(latencies.flat())}\n`);
