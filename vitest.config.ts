import { defineConfig } from 'vitest/config';

const integration = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['server/src/**/*.int.test.ts'],
    env,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks' as const,
  },
});

/** Integration tests run on the embedded PGlite, and also on real PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['core/src/**/*.test.ts', 'server/src/**/*.test.ts', 'bench/**/*.test.ts'], exclude: ['**/*.int.test.ts', '**/node_modules/**'] } },
      'web/vitest.config.ts',
      integration('integration-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', { TEST_DB: 'postgres' })] : []),
    ],
  },
});
