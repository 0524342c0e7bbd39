import { describe, expect, it } from 'vitest';
import { createFliteProcessTts, hasFliteBinary } from './flite-process-tts.ts';

describe.skipIf(!hasFliteBinary() && !process.env.CI)('flite as a child process', () => {
  it('speaks a sentence as 16 kHz PCM, several at once, and nothing for empty text', async () => {
    const tts = createFliteProcessTts();
    try {
      const [a, b] = await Promise.all([tts.synthesize('How many guests are you expecting?'), tts.synthesize('Thank you; "quotes" & $ signs -t are just text.')]);
      expect(a.length / 16000).toBeGreaterThan(1); // seconds of audio
      expect(b.length).toBeGreaterThan(8000);
      expect(Math.max(...a.slice(0, 40000).map(Math.abs))).toBeGreaterThan(1000); // not silence
      expect(await tts.synthesize(' \n ')).toHaveLength(0);
    } finally {
      tts.close();
    }
  });
});
