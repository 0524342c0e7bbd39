import { parseArgs } from 'node:util';
import { TRADE_IDS } from '@ringready/core/trades';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError, openDatabase } from './db/client.ts';
import { HttpError } from './lib/http-error.ts';
import { createUser } from './modules/users/index.ts';

const USAGE = [
  'Usage:',
  '  npm run cli -- user:create --email EMAIL --name NAME --password PASSWORD' +
    ' --plan tier1|tier2|tier3 [--role member|manager|admin] [--trade TRADE]',
  `  TRADE: ${TRADE_IDS.join(', ')}`,
  '',
  'Uses the same DATA_DIR / DATABASE_URL as the server.',
].join('\n');

/** Operator commands. Exit code 0 on success, 1 on bad input, 2 on usage errors. */
async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'user:create') {
    console.error(USAGE);
    return 2;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      plan: { type: 'string' },
      role: { type: 'string' },
      trade: { type: 'string' },
    },
    strict: true,
  });
  if (!values.plan) {
    console.error('plan is required (tier1, tier2 or tier3)');
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const user = await createUser(
      database.db,
      {
        email: values.email ?? '',
        name: values.name ?? '',
        password: values.password ?? '',
        plan: values.plan as never,
        role: (values.role ?? 'member') as never,
        trade: values.trade as never,
      },
      new Date(),
    );
    const trade = user.trade ? `, trade ${user.trade}` : '';
    console.info(`Created ${user.email} (${user.role}) on plan ${values.plan}${trade}`);
    return 0;
  } catch (err) {
    if (err instanceof HttpError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (err) {
  const plain =
    err instanceof ConfigError || err instanceof TypeError || err instanceof DatabaseUnavailableError;
  console.error(plain ? err.message : err);
  process.exitCode = err instanceof ConfigError || err instanceof TypeError ? 2 : 1;
}
