import { afterEach, describe, expect, it } from 'vitest';
import { createFlitePoolTts, type FlitePoolTts } from './flite-pool-tts.ts';

const peak = (pcm: Int16Array) => pcm.reduce((m, v) => Math.max(m, Math.abs(v)), 0);

describe('flite in a pool of child processes', () => {
  let tts: FlitePoolTts | undefined;
  afterEach(() => tts?.close());

  it('speaks sentences as 16 kHz PCM, several at once, and nothing for empty text', async () => {
    tts = createFlitePoolTts({ size: 2 });
    const texts = [
      'How many guests are you expecting?',
      'Thank you; "quotes" & $ signs -t are just text.',
      'We love candid photos.',
    ];
    const out = await Promise.all(texts.map((t) => tts!.synthesize(t)));
    expect(out[0]!.length / 16000).toBeGreaterThan(1); // seconds of audio
    for (const pcm of out) expect(peak(pcm)).toBeGreaterThan(1000); // speech, not silence
    expect(await tts.synthesize(' \n ')).toHaveLength(0);
  });

  it('replaces a child that died and fails only the requests it held', async () => {
    tts = createFlitePoolTts({ size: 1 });
    tts.warmUp();
    const pid = await childPid();
    const first = tts.synthesize('This sentence is lost when the process dies.');
    process.kill(pid, 'SIGKILL'); // before the child can have answered
    await expect(first).rejects.toThrow(/exited/);
    expect(peak(await tts.synthesize('And this one is spoken by a new process.'))).toBeGreaterThan(1000);
  });

  it("serves conversations in turn: one flooding the queue cannot starve another's sentence", async () => {
    tts = createFlitePoolTts({ size: 1, perOwner: 12 });
    const [flooder, quiet] = [{}, {}];
    const done: string[] = [];
    const flood = Array.from({ length: 12 }, (_, i) =>
      tts!.synthesize(`How many guests are coming, number ${i}?`, { owner: flooder }).then(() => {
        done.push(`flood ${i}`);
      }),
    );
    for (const p of flood) p.catch(() => undefined); // closed early when an assertion fails
    const mine = tts.synthesize('We love candid photos.', { owner: quiet }).then((pcm) => {
      done.push('mine');
      return pcm;
    });
    expect(peak(await mine)).toBeGreaterThan(1000);
    // at most the flooder's sentence in progress and the one whose turn came first were spoken before it
    expect(done.indexOf('mine')).toBeLessThanOrEqual(2);
    await Promise.all(flood);
    expect(done).toHaveLength(13);
  }, 30_000); // twelve sentences on one child: slow on a busy machine

  it("drops a conversation's oldest waiting sentences beyond its cap and the ones it aborts", async () => {
    tts = createFlitePoolTts({ size: 1, perOwner: 2 });
    const owner = {};
    const first = tts.synthesize('This one is being spoken.', { owner }); // goes to the child at once
    const outcomes = ['Two.', 'Three.', 'Four.', 'Five.'].map((t) =>
      tts!.synthesize(t, { owner }).then(
        () => 'spoken',
        (err: Error) => err.name,
      ),
    );
    const stop = new AbortController();
    const other = tts.synthesize('Another conversation, no longer wanted.', {
      owner: {},
      signal: stop.signal,
    });
    stop.abort();
    await expect(other).rejects.toThrow(/cancelled/);
    await expect(tts.synthesize('Too late.', { signal: stop.signal })).rejects.toThrow(/cancelled/);
    expect(await Promise.all(outcomes)).toEqual(['AbortError', 'AbortError', 'spoken', 'spoken']);
    expect(peak(await first)).toBeGreaterThan(1000);
  });

  it('refuses work after close', async () => {
    tts = createFlitePoolTts({ size: 1 });
    tts.close();
    await expect(tts.synthesize('Hello')).rejects.toThrow(/closed/);
  });
});

/** pid of the only live flite child of this process (children of earlier tests may still be exiting). */
async function childPid(): Promise<number> {
  const { readdirSync, readFileSync } = await import('node:fs');
  for (let attempt = 0; attempt < 100; attempt++) {
    const found: number[] = [];
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (
          Number(ppid) === process.pid &&
          state !== 'Z' &&
          readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('flite-child')
        )
          found.push(Number(pid));
      } catch {
        /* gone */
      }
    }
    if (found.length === 1) return found[0]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('expected exactly one flite child');
}
