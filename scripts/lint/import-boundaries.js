/**
 * ESLint rules for the house's import boundaries:
 * - `core-pure`: core/ is pure domain code shared by server and web; it imports nothing of server/ or web/.
 * - `no-cross-feature`: a web feature (web/src/features/<name>/) never imports another feature; shared
 *   code lives in web/src/lib or web/src/components.
 * - `server-layers`: a server module (server/src/modules/<name>/) is reached from outside only through its
 *   public face, `index.ts`; a module imports only modules of a lower layer (the order is LAYERS in
 *   module-graph.js; tests may import any module's face), and never one that imports it back (no cycle).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cyclesOf, isPublicFace, layerOf, LAYERS, moduleImports, moduleOf } from './module-graph.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where a file sits: its top folder, and its feature for files under web/src/features. */
function placeOf(file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return null;
  const feature = parts[0] === 'web' && parts[1] === 'src' && parts[2] === 'features' ? parts[3] : null;
  return { top: parts[0], feature };
}

/** The file an import names, or null for a package outside the repo. */
function resolveImport(fromFile, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  const m = /^@ringready\/([^/]+)(?:\/(.*))?$/.exec(source);
  if (m) return path.join(root, m[1], 'src', m[2] ?? '');
  return null;
}

function importChecker(context, check) {
  const visit = (node) => {
    const source = node.source;
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
    const target = resolveImport(context.filename, source.value);
    const problem = target && check(placeOf(context.filename), placeOf(target));
    if (problem) context.report({ node: source, message: problem });
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const corePure = {
  meta: { type: 'problem', docs: { description: 'core/ imports nothing of server/ or web/' }, schema: [] },
  create: (context) =>
    importChecker(context, (from, to) =>
      from?.top === 'core' && to && (to.top === 'server' || to.top === 'web')
        ? `core/ is pure and shared: it must not import ${to.top}/.`
        : null,
    ),
};

const noCrossFeature = {
  meta: { type: 'problem', docs: { description: 'a web feature never imports another feature' }, schema: [] },
  create: (context) =>
    importChecker(context, (from, to) =>
      from?.feature && to?.feature && from.feature !== to.feature
        ? `features/${from.feature} must not import features/${to.feature}: ` +
          'move shared code to web/src/lib or web/src/components.'
        : null,
    ),
};

/** The module graph's cycles of source files, read once per lint run: [module, module, …] each. */
let cycles;
const cyclesNow = () => {
  if (!cycles) {
    const graph = new Map();
    for (const edge of moduleImports()) {
      if (/\.test\.tsx?$/.test(edge.fromFile)) continue;
      if (!graph.has(edge.from)) graph.set(edge.from, new Set());
      graph.get(edge.from).add(edge.to);
    }
    cycles = cyclesOf(graph);
  }
  return cycles;
};

/** The problem with one import from `fromFile` into a server module, or null. */
export function serverLayerProblem(fromFile, target) {
  const to = moduleOf(target);
  if (!to) return null;
  const from = moduleOf(fromFile);
  if (from?.module === to.module) return null;
  if (!isPublicFace(to.inner))
    return (
      `modules/${to.module}/${to.inner} is internal to the ${to.module} module: ` +
      `import its public face, modules/${to.module}/index.ts (export what you need there).`
    );
  if (!from || /\.test\.tsx?$/.test(fromFile)) return null;
  const [a, b] = [layerOf(from.module), layerOf(to.module)];
  if (a === undefined || b === undefined) {
    const unlayered = a === undefined ? from.module : to.module;
    return `modules/${unlayered} has no layer: add it to LAYERS in scripts/lint/module-graph.js.`;
  }
  if (b <= a)
    return (
      `modules/${from.module} (layer ${a + 1}) must not import modules/${to.module} (layer ${b + 1}): ` +
      `modules import only lower layers (${LAYERS.map((l) => l.join(' ')).join(' > ')}).`
    );
  const cycle = cyclesNow().find((c) => c.includes(from.module) && c.includes(to.module));
  if (cycle)
    return `modules/${from.module} and modules/${to.module} are in an import cycle: ${cycle.join(', ')}.`;
  return null;
}

const serverLayers = {
  meta: {
    type: 'problem',
    docs: {
      description: 'server modules import each other only through index.ts, only downward, never in a cycle',
    },
    schema: [],
  },
  create: (context) => {
    const visit = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const problem = serverLayerProblem(
        context.filename,
        path.resolve(path.dirname(context.filename), source.value),
      );
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    };
  },
};

export default {
  rules: { 'core-pure': corePure, 'no-cross-feature': noCrossFeature, 'server-layers': serverLayers },
};
