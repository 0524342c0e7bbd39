import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3111);
export const baseURL = `http://127.0.0.1:${port}`;
/** a second server whose clock tests move forward (TEST_CLOCK), so skipped months never reach the others */
const clockPort = Number(process.env.E2E_CLOCK_PORT ?? port + 1);
const clockURL = `http://127.0.0.1:${clockPort}`;

function server(at: number, url: string, env: Record<string, string> = {}) {
  return {
    command: 'node --experimental-strip-types server/src/main.ts',
    cwd: root,
    url: `${url}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(at),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ringready-e2e-')),
      PUBLIC_URL: url,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      // analysis waits a moment so the dashboard can show 'Report Pending' before 'Completed'
      ANALYSIS_START_DELAY_SECONDS: '5',
      // one voice session at a time here: two recogniser workers (one for finals, one for live partials)
      STT_WORKERS: '2',
      ...env,
    },
  };
}

/** e2e runs the production build (npm run build first) on a fresh embedded database, in Debian's chromium. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: path.join(tmpdir(), 'ringready-e2e-results'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'app', testIgnore: /clock\// },
    { name: 'clock', testMatch: /clock\/.*\.spec\.ts$/, use: { baseURL: clockURL } },
  ],
  webServer: [server(port, baseURL), server(clockPort, clockURL, { TEST_CLOCK: 'true', STT_WORKERS: '1' })],
});
