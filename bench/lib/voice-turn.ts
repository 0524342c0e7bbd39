import { pcm16ToBytes } from '../../server/src/voice/speech/pcm.ts';
import type { connectVoice, ServerEvent } from '../../server/src/voice/voice-test-client.ts';

type VoiceClient = Awaited<ReturnType<typeof connectVoice>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const chunk = (pcm: Int16Array) => pcm16ToBytes(pcm).toString('base64');
const SILENCE = chunk(new Int16Array(320));
const eventId = (e: ServerEvent, key: string) => Number((e[key] as { event_id?: number } | undefined)?.event_id ?? -1);

/**
 * Speaks `pcm` in real time (20 ms chunks, no drift), then silence, and returns the time from the
 * end of speech to the first audio chunk of the buyer's *new* reply: audio of earlier replies that
 * is still arriving has a lower event id and does not count.
 */
export async function timeVoiceTurn(c: VoiceClient, pcm: Int16Array): Promise<number> {
  const start = performance.now();
  for (let i = 0, n = 0; i < pcm.length; i += 320, n++) {
    c.send({ user_audio_chunk: chunk(pcm.subarray(i, i + 320)) });
    await sleep(Math.max(0, start + (n + 1) * 20 - performance.now()));
  }
  const endOfSpeech = performance.now();
  const lastReply = Math.max(-1, ...c.events.filter((e) => e.type === 'agent_response').map((e) => eventId(e, 'agent_response_event')));
  let done = false;
  const pump = (async () => {
    for (let i = 0; i < 75 && !done; i++) {
      c.send({ user_audio_chunk: SILENCE });
      await sleep(20);
    }
  })();
  try {
    await c.waitFor((e) => e.type === 'audio' && eventId(e, 'audio_event') > lastReply, 30_000);
    return performance.now() - endOfSpeech;
  } finally {
    done = true;
    await pump;
  }
}
