import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed/seed.ts';

/** Starts the server; SIGTERM/SIGINT finish in-flight requests and jobs, then exit. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  // decoders and speech processes are ready before the first caller speaks, not during their first turn
  app.speech
    ?.warmUp()
    .catch((err: unknown) => app.log.warn({ err }, 'speech warm-up failed; voice starts on first use'));
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.info(`\nRingReady is running at ${config.publicUrl}  (database: ${where})`);
  if (config.seedDemo) console.info(`Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  if (!config.smtpUrl && config.env !== 'production')
    console.info(`E-mails stay in the outbox: ${config.publicUrl}/dev/mailbox\n`);
}

await main();
