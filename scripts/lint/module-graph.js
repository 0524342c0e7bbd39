/**
 * The server's module graph: which module under server/src/modules/ imports which, through which file.
 * Shared by the `boundaries/server-layers` lint rule and `npm run arch` (scripts/arch.ts), so both read the
 * same layer order.
 *
 * LAYERS lists the modules from the top (nothing imports them) down to the bottom (they import no other
 * module). A module may import a module in a lower layer, never one in its own layer or above, and only
 * through that module's public face, its `index.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const modulesDir = path.join(root, 'server/src/modules');

export const LAYERS = [
  ['openapi'],
  ['practice', 'uploads'],
  ['reports', 'coaching', 'office-hours', 'api-keys', 'assignments', 'team-scenarios', 'certification'],
  ['teams', 'checkout', 'team-scorecards'],
  ['webhooks', 'auth', 'sessions'],
  ['users', 'billing'],
  ['plans', 'access', 'catalog', 'mail', 'events'],
];

/** The layer of a module (0 is the top), or undefined for a module no layer names. */
export function layerOf(module) {
  const i = LAYERS.findIndex((layer) => layer.includes(module));
  return i < 0 ? undefined : i;
}

/** The module a file belongs to and its path inside it, or null for a file outside server/src/modules. */
export function moduleOf(file) {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [module, ...rest] = rel.split(path.sep);
  return rest.length ? { module, inner: rest.join('/') } : null;
}

/** Whether an import target (resolved, extension as written) is a module's public face. */
export function isPublicFace(inner) {
  return /^index(\.ts|\.js)?$/.test(inner);
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative imports of a source file (static, re-exports and dynamic), as resolved paths. */
export function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    const source = m[1] ?? m[2];
    if (source.startsWith('.')) out.push(path.resolve(path.dirname(file), source));
  }
  return out;
}

function walk(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(p));
    else if (/\.tsx?$/.test(entry.name)) out.push(p);
  }
  return out;
}

/**
 * Every import from one module into another: { from, to, fromFile, target } with paths relative to
 * server/src/modules. Tests (`*.test.ts`) count too: they are files of their module like any other.
 */
export function moduleImports() {
  const edges = [];
  for (const file of walk(modulesDir)) {
    const from = moduleOf(file);
    for (const target of importsOf(file)) {
      const to = moduleOf(target);
      if (!to || to.module === from.module) continue;
      edges.push({
        from: from.module,
        to: to.module,
        fromFile: path.relative(modulesDir, file),
        target: path.relative(modulesDir, target),
        inner: to.inner,
      });
    }
  }
  return edges;
}

/** The cycles of a graph given as Map<node, Set<node>>: each strongly connected component of two or more. */
export function cyclesOf(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.has(v)) out.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}
