/**
 * Runs a test command; if it fails because the process or a test worker died of SIGSEGV, runs it
 * again (3 attempts in all). Any other failure fails at once. Used only for the native pocketsphinx
 * tests, as a safety net: their known crash (recognising words added at runtime) is removed;
 * see docs/decisions/006.
 */
import { spawnSync } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: retry-on-crash.ts COMMAND [ARGS...]');
  process.exit(2);
}
for (let attempt = 1; ; attempt++) {
  const run = spawnSync(command, args, {
    encoding: 'utf8',
    stdio: ['inherit', 'pipe', 'pipe'],
    shell: false,
  });
  process.stdout.write(run.stdout ?? '');
  process.stderr.write(run.stderr ?? '');
  if (run.status === 0) process.exit(0);
  const crashed =
    run.signal === 'SIGSEGV' ||
    run.status === 139 ||
    /SIGSEGV|Segmentation fault/.test(`${run.stdout}${run.stderr}`);
  if (!crashed || attempt >= 3) process.exit(run.status ?? 1);
  console.error(
    `\nThe native speech tests crashed with SIGSEGV (attempt ${attempt} of 3); running them again.\n`,
  );
}
