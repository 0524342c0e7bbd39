/**
 * `npm start`: builds the web app when its build is missing or older than its sources,
 * then starts the server (which migrates and seeds the database).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const builtIndex = path.join(root, 'web/dist/index.html');
const sources = Math.max(newestMtime(path.join(root, 'web')), newestMtime(path.join(root, 'core/src')));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sources) {
  console.info('Building the web app…');
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
}
await import('../server/src/main.ts');
