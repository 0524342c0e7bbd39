import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError } from './db/client.ts';
import { describeError } from './lib/logging.ts';
import { DEMO_EMAIL, DEMO_LOGINS, DEMO_MANAGER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from './seed/seed.ts';

/**
 * A wrong setting stops start-up with its own message (naming the variable) and exit code 1, no stack; any
 * other failure prints its stack without the values of a failed statement (they may hold a password hash).
 */
function stopOnSettingError(err: unknown): never {
  if (err instanceof ConfigError || err instanceof DatabaseUnavailableError) console.error(err.message);
  else console.error(describeError(err));
  process.exit(1);
}

/** Starts the server; SIGTERM/SIGINT finish in-flight requests and jobs, then exit. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    stopOnSettingError(err);
  }
  const app = await buildApp(config).catch(stopOnSettingError);
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
  if (config.seedDemo && config.env === 'production')
    console.warn(
      `\n*** WARNING: SEED_DEMO=true on a production server: anyone can sign in as ${DEMO_LOGINS.join(', ')} / ` +
        `${DEMO_PASSWORD} (Master plan). Unset SEED_DEMO unless this is a demo server. ***\n`,
    );
  else if (config.seedDemo) {
    console.info(`Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
    console.info(`Demo team: manager ${DEMO_MANAGER_EMAIL}, owner ${DEMO_OWNER_EMAIL} (same password)`);
  }
  if (!config.smtpUrl && config.env === 'development')
    console.info(`E-mails stay in the outbox: ${config.publicUrl}/dev/mailbox (from this machine only)\n`);
}

await main();
