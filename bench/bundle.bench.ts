import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { matchRoutes } from 'react-router';
import { deferredSections, readRouteTable, type TableRoute } from './lib/route-table.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = join(ROOT, 'web');
const DIST = join(WEB, 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
/** First-load JavaScript budget per route, gzipped. */
const BUDGET_KB = 150;
/** The routes held to the budget: the sign-in page and the signed-in dashboard. */
const ROUTES = ['/login', '/'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Bytes at gzip level 9, as a CDN would serve them. */
function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** The production build, rebuilt when missing or older than the web or core sources. */
function ensureBuild(): Manifest {
  const sources = [
    join(WEB, 'src'),
    join(ROOT, 'core', 'src'),
    join(WEB, 'index.html'),
    join(WEB, 'vite.config.ts'),
  ];
  const stale = !existsSync(MANIFEST) || Math.max(...sources.map(newestMtime)) > statSync(MANIFEST).mtimeMs;
  if (stale) {
    console.info('building web/dist (missing or older than the sources)...');
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
}

/**
 * The manifest entry of the chunk holding each source module. A module the app imports lazily usually has
 * its own entry; one also imported statically elsewhere (by the widget, say) sits in a shared chunk, found
 * through the chunks' source maps.
 */
function chunkKeys(manifest: Manifest, modules: string[]): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const sourceChunk = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const map = join(DIST, `${chunk.file}.map`);
    if (!chunk.file.endsWith('.js') || !existsSync(map)) continue;
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    for (const source of sources) sourceChunk.set(resolve(dirname(join(DIST, chunk.file)), source), key);
  }
  return modules.map((file) => {
    const key = manifest[relative(WEB, file)] ? relative(WEB, file) : sourceChunk.get(file);
    if (!key || !byFile.has(manifest[key]!.file))
      throw new Error(`${relative(ROOT, file)} is in no chunk of the build`);
    return key;
  });
}

/** The chunk files a set of manifest entries loads before running: themselves and their static imports. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

interface Load {
  name: string;
  jsBytes: number;
  jsGzip: number;
  cssGzip: number;
  files: Array<{ file: string; gzip: number }>;
}

function measureFiles(name: string, dir: string, files: Iterable<string>): Load {
  const load: Load = { name, jsBytes: 0, jsGzip: 0, cssGzip: 0, files: [] };
  for (const file of files) {
    const gzip = gzipSize(join(dir, file));
    if (file.endsWith('.css')) {
      load.cssGzip += gzip;
      continue;
    }
    load.jsBytes += statSync(join(dir, file)).size;
    load.jsGzip += gzip;
    load.files.push({ file, gzip });
  }
  load.files.sort((a, b) => b.gzip - a.gzip);
  return load;
}

/** What the browser loads to first render `path`: index.html's entry and the lazy chunks of the matched routes. */
export function routeLoad(manifest: Manifest, table: TableRoute[], path: string): Load {
  const matches = matchRoutes(table, path);
  if (!matches) throw new Error(`no route matches ${path}`);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key === 'index.html');
  if (!entry) throw new Error('index.html is not an entry of the build manifest');
  const lazyKeys = chunkKeys(
    manifest,
    matches.flatMap(({ route }) => (route as TableRoute).modules),
  );
  return measureFiles(path, DIST, staticClosure(manifest, [entry, ...lazyKeys]));
}

/** The floor: a page that renders one element with react + react-dom and nothing else, built the same way. */
async function floorLoad(): Promise<Load> {
  const { build } = await import('vite');
  const dir = join(ROOT, 'node_modules', '.cache', 'bundle-bench');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<div id="root"></div><script type="module" src="./main.js"></script>',
  );
  writeFileSync(
    join(dir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('p', null, 'Hello'));\n",
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: 'dist', emptyOutDir: true },
  });
  const assets = join(dir, 'dist', 'assets');
  return measureFiles('floor: react + react-dom only', assets, readdirSync(assets));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * First-load JavaScript of /login and / (signed in) from the production build, gzipped at level 9, as a
 * ratio to the 150 KB budget; the floor (react + react-dom alone) is built in the same run.
 */
export async function benchBundle(): Promise<void> {
  const manifest = ensureBuild();
  const table = readRouteTable();
  const floor = await floorLoad();
  const loads = ROUTES.map((path) => routeLoad(manifest, table, path));
  console.info(`\nFirst-load JavaScript, gzip -9 (budget ${BUDGET_KB} KB; CSS shown apart)`);
  console.info(
    'case'.padEnd(34) +
      'files'.padStart(6) +
      'raw KB'.padStart(9) +
      'gzip KB'.padStart(9) +
      'x budget'.padStart(10) +
      'x floor'.padStart(9) +
      'css KB'.padStart(8),
  );
  for (const load of [floor, ...loads]) {
    console.info(
      load.name.padEnd(34) +
        String(load.files.length).padStart(6) +
        kb(load.jsBytes).padStart(9) +
        kb(load.jsGzip).padStart(9) +
        (load.jsGzip / 1024 / BUDGET_KB).toFixed(2).padStart(10) +
        (load.jsGzip / floor.jsGzip).toFixed(2).padStart(9) +
        kb(load.cssGzip).padStart(8),
    );
  }
  for (const load of loads) {
    const largest = load.files.slice(0, 6).map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzip)}`);
    console.info(`  ${load.name}: ${largest.join(', ')}${load.files.length > 6 ? ', …' : ''}`);
  }
  // what follows the first render once the browser is idle, beyond what the route already loaded
  const signedIn = loads[loads.length - 1]!;
  const loadedFiles = new Set(signedIn.files.map((f) => f.file));
  const later = deferredSections().map(({ name, modules }) => {
    const extra = [...staticClosure(manifest, chunkKeys(manifest, modules))].filter(
      (file) => file.endsWith('.js') && !loadedFiles.has(file),
    );
    return `${name} +${kb(extra.reduce((sum, file) => sum + gzipSize(join(DIST, file)), 0))} KB`;
  });
  if (later.length)
    console.info(`  then, when idle after the first render of ${signedIn.name}: ${later.join(', ')}`);
  const over = loads.filter((load) => load.jsGzip / 1024 > BUDGET_KB);
  if (over.length) console.info(`over budget: ${over.map((load) => load.name).join(', ')}`);
}
