/**
 * Voice benchmark clients in their own process (so they don't share the server's event loop):
 * reads {urls, wavs, turns} as JSON from argv, streams speech in real time to every session at once,
 * and prints the end-of-speech → first-audio latencies (ms) as JSON.
 */
import { readFileSync } from 'node:fs';
import { SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import { decodeWav } from '../server/src/providers/speech/wav.ts';
import { connectVoice } from '../server/test-support/voice-test-client.ts';
import { timeVoiceTurn } from './lib/voice-turn.ts';

const { urls, wavs, turns } = JSON.parse(process.argv[2]!) as {
  urls: string[];
  wavs: string[];
  turns: number;
};
const audio = wavs.map((f) => decodeWav(readFileSync(f)).pcm);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const latencies = await Promise.all(
  urls.map(async (url, k) => {
    const c = await connectVoice(url);
    await c.waitFor(SERVER_EVENT.audio);
    const out: number[] = [];
    for (let t = 0; t < turns; t++) {
      out.push(await timeVoiceTurn(c, audio[(t + k) % audio.length]!));
      await sleep(300); // the salesperson listens a moment before speaking again (barge-in)
    }
    c.ws.close();
    return out;
  }),
);
process.stdout.write(`${JSON.stringify(latencies.flat())}\n`);
