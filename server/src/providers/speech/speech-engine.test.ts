import type { FastifyBaseLogger } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../config.ts';
import type * as MoonshineFiles from './moonshine-files.ts';
import type * as PocketsphinxNative from './pocketsphinx-native.ts';
import { chooseSpeechEngine } from './speech-engine.ts';

const checks = vi.hoisted(() => ({
  moonshine: undefined as string | undefined,
  sphinx: undefined as string | undefined,
}));
vi.mock('./moonshine-files.ts', async (original) => ({
  ...(await original<typeof MoonshineFiles>()),
  checkMoonshine: () => checks.moonshine,
}));
vi.mock('./pocketsphinx-native.ts', async (original) => ({
  ...(await original<typeof PocketsphinxNative>()),
  checkPocketsphinx: () => checks.sphinx,
}));

const logger = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe('chooseSpeechEngine (no decoder is created)', () => {
  beforeEach(() => {
    checks.moonshine = checks.sphinx = undefined;
  });

  it('uses Moonshine by default, without a word in the log', async () => {
    const log = logger();
    const engine = chooseSpeechEngine(testConfig(), log);
    expect(engine?.stt.name).toBe('moonshine');
    expect(log.warn).not.toHaveBeenCalled();
    await engine?.close();
  });

  it('falls back to pocketsphinx when the model is missing and pocketsphinx is installed, and says so', async () => {
    checks.moonshine = 'Moonshine model files missing';
    const log = logger();
    const engine = chooseSpeechEngine(testConfig(), log);
    expect(engine?.stt.name).toBe('pocketsphinx');
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(/falls back to pocketsphinx.*model files missing/),
    );
    await engine?.close();
  });

  it('turns voice off, naming both reasons, when neither recogniser can run', () => {
    checks.moonshine = 'Moonshine model files missing';
    checks.sphinx = 'libpocketsphinx.so.3 not found';
    const log = logger();
    expect(chooseSpeechEngine(testConfig(), log)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(/Voice is off: Moonshine model files missing; no fallback: libpocketsphinx/),
    );
  });
});
