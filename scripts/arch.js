/**
 * `npm run arch`: the server's module layers and the imports between them, read from the code. Exits
 * non-zero when a module imports another's internals (not its index.ts), imports upward or sideways, has no
 * layer, or when the modules form a cycle; the same checks `boundaries/server-layers` makes in lint.
 */
import fs from 'node:fs';
import path from 'node:path';
import { serverLayerProblem } from './lint/import-boundaries.js';
import { cyclesOf, LAYERS, layerOf, moduleImports, modulesDir } from './lint/module-graph.js';

const edges = moduleImports();
const source = edges.filter((e) => !/\.test\.tsx?$/.test(e.fromFile));
const graph = new Map();
for (const e of source) {
  if (!graph.has(e.from)) graph.set(e.from, new Map());
  const to = graph.get(e.from);
  to.set(e.to, (to.get(e.to) ?? 0) + 1);
}

const modules = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const problems = [];
for (const m of modules)
  if (layerOf(m) === undefined) problems.push(`modules/${m} has no layer in scripts/lint/module-graph.js`);
for (const m of modules)
  if (!fs.existsSync(path.join(modulesDir, m, 'index.ts'))) problems.push(`modules/${m} has no index.ts`);
for (const e of edges) {
  const problem = serverLayerProblem(path.join(modulesDir, e.fromFile), path.join(modulesDir, e.target));
  if (problem) problems.push(`${e.fromFile}: ${problem}`);
}
const cycles = cyclesOf(new Map([...graph].map(([from, to]) => [from, new Set(to.keys())])));
for (const cycle of cycles) problems.push(`import cycle: ${cycle.join(' -> ')}`);

console.info('Server modules, from the top layer down (a module imports only layers below it):\n');
LAYERS.forEach((layer, i) => {
  console.info(`layer ${i + 1}: ${layer.join(' · ')}`);
  for (const m of layer) {
    const to = [...(graph.get(m) ?? [])].sort(([a], [b]) => layerOf(a) - layerOf(b) || a.localeCompare(b));
    if (to.length) console.info(`  ${m} -> ${to.map(([t, n]) => `${t} (${n})`).join(', ')}`);
  }
});
const through = edges.filter((e) => e.inner === 'index.ts').length;
console.info(
  `\n${source.length} imports between modules in source files (${edges.length - source.length} more in tests); ` +
    `${through} of ${edges.length} through an index.ts; ${cycles.length} cycles.`,
);
if (problems.length) {
  console.error(`\n${problems.length} problems:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
