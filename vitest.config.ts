import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Native speech engines (pocketsphinx through koffi, Moonshine on onnxruntime worker threads): run
 * serially, retried only on a native crash (see docs/decisions/006)
 */
const NATIVE_SPEECH = [
  'server/src/providers/speech/pocketsphinx-stt.test.ts',
  'server/src/providers/speech/moonshine-stt.int.test.ts',
  'server/src/modules/practice/live/vad.test.ts',
  'server/src/modules/practice/live/voice-audio.int.test.ts',
  'server/src/modules/practice/live/voice-turns.int.test.ts',
  'server/src/modules/practice/live/voice-monologue.int.test.ts',
];

const integration = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['server/src/**/*.int.test.ts'],
    exclude: ['**/node_modules/**', ...NATIVE_SPEECH],
    env,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks' as const,
  },
});

/** Integration tests run on the embedded PGlite, and also on real PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    // one test file per core: integration files spend much of their time waiting on the database and
    // timers, so a core per file (not one core left idle) keeps both busy
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          // a few unit files play whole scripted conversations: on a busy 2-core machine they need more than 5 s
          testTimeout: 20_000,
          include: [
            'core/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.js',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', ...NATIVE_SPEECH],
        },
      },
      {
        test: {
          name: 'speech',
          include: NATIVE_SPEECH,
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'web/vitest.config.ts',
      integration('integration-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [integration('integration-postgres', { TEST_DB: 'postgres' })]
        : []),
    ],
  },
});
