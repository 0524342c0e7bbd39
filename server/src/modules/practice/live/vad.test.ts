import { afterAll, describe, expect, it } from 'vitest';
import { createFliteTts, disposeFlite } from '../../../providers/speech/flite-tts.ts';
import { concatPcm } from '../../../providers/speech/pcm.ts';
import {
  createEnergyVad,
  createFvadVad,
  createUtteranceDetector,
  type UtteranceEvent,
  type VoiceActivityDetector,
} from './vad.ts';

/** Low background hiss (about -60 dBFS), deterministic. */
function noise(ms: number, seed = 1): Int16Array {
  let x = seed;
  return Int16Array.from({ length: ms * 16 }, () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return (x / 0x7fffffff - 0.5) * 60;
  });
}

/** Flite pads each phrase with ~100–200 ms of silence; trim it so the pauses are the ones we set. */
function trim(pcm: Int16Array): Int16Array {
  const first = pcm.findIndex((v) => Math.abs(v) > 300);
  let last = pcm.length - 1;
  while (last > first && Math.abs(pcm[last]) <= 300) last--;
  return pcm.slice(first, last + 1);
}

function withNoise(pcm: Int16Array): Int16Array {
  const n = noise(pcm.length / 16, 7);
  return pcm.map((v, i) => Math.max(-32768, Math.min(32767, v + n[i])));
}

async function feed(vad: VoiceActivityDetector, pcm: Int16Array) {
  const detector = createUtteranceDetector(vad, { silenceMs: 400 });
  const events: UtteranceEvent[] = [];
  // odd chunk size on purpose
  for (let i = 0; i < pcm.length; i += 512) events.push(...detector.push(pcm.subarray(i, i + 512)));
  return { events, detector };
}

describe('voice activity and end of utterance', () => {
  const tts = createFliteTts({ voice: 'slt' });
  afterAll(() => disposeFlite());

  for (const kind of ['energy', 'fvad'] as const) {
    it(`${kind}: ends the utterance after trailing silence, not during a short pause`, async () => {
      const a = withNoise(trim(await tts.synthesize('how many guests')));
      const b = withNoise(trim(await tts.synthesize('are you expecting at the wedding')));
      const speechEndMs = (300 * 16 + a.length + 250 * 16 + b.length) / 16;
      const audio = concatPcm([noise(300), a, noise(250, 2), b, noise(1000, 3)]);
      const vad = kind === 'energy' ? createEnergyVad() : await createFvadVad();
      const { events, detector } = await feed(vad, audio);

      expect(
        events.map((e) => e.type),
        JSON.stringify({ events, speechEndMs }),
      ).toEqual(['speech-start', 'speech-end']);
      expect(events[0].atMs).toBeLessThan(500);
      // WebRTC VAD calls the first frames of hiss speech until it adapts; the energy VAD does not.
      if (kind === 'energy') expect(events[0].atMs).toBeGreaterThanOrEqual(250);
      // 400 ms of silence after the last voiced sample (a soft word ending may count as silence).
      expect(events[1].atMs).toBeGreaterThan(speechEndMs + 250);
      // WebRTC VAD adds its own ~100 ms hangover after speech.
      expect(events[1].atMs).toBeLessThanOrEqual(speechEndMs + (kind === 'energy' ? 420 : 560));
      expect(detector.inSpeech).toBe(false);
    });
  }

  it('ignores silence and single clicks', async () => {
    const click = new Int16Array(320).fill(20_000);
    const { events } = await feed(createEnergyVad(), concatPcm([noise(500), click, noise(1000)]));
    expect(events).toEqual([]);
  });

  it('honours a longer silence wait', () => {
    const detector = createUtteranceDetector(
      { name: 'fake', process: (f) => ({ speech: f[0] > 0 }), reset() {} },
      { silenceMs: 600 },
    );
    const speech = new Int16Array(16 * 500).fill(1);
    expect(detector.push(speech).map((e) => e.type)).toEqual(['speech-start']);
    expect(detector.push(new Int16Array(16 * 580))).toEqual([]);
    expect(detector.push(new Int16Array(16 * 40))).toEqual([{ type: 'speech-end', atMs: 1100 }]);
  });

  it('asks a silence wait given as a function at every silent frame', () => {
    let wait = 1500;
    const detector = createUtteranceDetector(
      { name: 'fake', process: (f) => ({ speech: f[0] > 0 }), reset() {} },
      { silenceMs: () => wait },
    );
    expect(detector.push(new Int16Array(16 * 500).fill(1)).map((e) => e.type)).toEqual(['speech-start']);
    expect(detector.push(new Int16Array(16 * 900))).toEqual([]);
    wait = 400; // the words so far became a finished thought: the silence already heard ends it
    expect(detector.push(new Int16Array(16 * 20))).toEqual([{ type: 'speech-end', atMs: 1420 }]);
  });

  it('reports a short silence inside an utterance once as a pause, only when asked to', () => {
    const fake: VoiceActivityDetector = { name: 'fake', process: (f) => ({ speech: f[0] > 0 }), reset() {} };
    const speech = new Int16Array(16 * 500).fill(1);
    const gap = new Int16Array(16 * 300);
    const withPauses = createUtteranceDetector(fake, { silenceMs: 400, pauseMs: 200 });
    const events = [speech, gap, speech, new Int16Array(16 * 400)].flatMap((pcm) => withPauses.push(pcm));
    expect(events).toEqual([
      { type: 'speech-start', atMs: 0 },
      { type: 'pause', atMs: 700 },
      { type: 'pause', atMs: 1500 },
      { type: 'speech-end', atMs: 1700 },
    ]);
    const plain = createUtteranceDetector(fake, { silenceMs: 400 });
    expect([speech, gap, speech].flatMap((pcm) => plain.push(pcm)).map((e) => e.type)).toEqual([
      'speech-start',
    ]);
  });
});
