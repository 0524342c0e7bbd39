import { pcm16ToBytes } from '../../server/src/providers/speech/pcm.ts';
import { CLIENT_EVENT, SERVER_EVENT } from '@ringready/core/voice/voice-protocol';
import type { VoiceTestClient } from '../../server/test-support/voice-test-client.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const chunk = (pcm: Int16Array) =>
  ({ type: CLIENT_EVENT.audio, base64: pcm16ToBytes(pcm).toString('base64') }) as const;
const SILENCE = chunk(new Int16Array(320));

/**
 * Speaks `pcm` in real time (20 ms chunks, no drift), then silence, and returns the time from the
 * end of speech to the first audio chunk of the buyer's *new* reply: audio of earlier replies that
 * is still arriving has a lower event id and does not count.
 */
export async function timeVoiceTurn(c: VoiceTestClient, pcm: Int16Array): Promise<number> {
  const start = performance.now();
  for (let i = 0, n = 0; i < pcm.length; i += 320, n++) {
    c.send(chunk(pcm.subarray(i, i + 320)));
    await sleep(Math.max(0, start + (n + 1) * 20 - performance.now()));
  }
  const endOfSpeech = performance.now();
  const lastReply = Math.max(
    -1,
    ...c.events.flatMap((e) => (e.type === SERVER_EVENT.agentResponse ? [e.eventId] : [])),
  );
  let done = false;
  const pump = (async () => {
    for (let i = 0; i < 75 && !done; i++) {
      c.send(SILENCE);
      await sleep(20);
    }
  })();
  try {
    await c.waitFor(SERVER_EVENT.audio, (e) => e.eventId > lastReply, 30_000);
    return performance.now() - endOfSpeech;
  } finally {
    done = true;
    await pump;
  }
}
