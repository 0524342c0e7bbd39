/**
 * ESLint rules for the house's import boundaries:
 * - `core-pure`: core/ is pure domain code shared by server and web; it imports nothing of server/ or web/.
 * - `no-cross-feature`: a web feature (web/src/features/<name>/) never imports another feature; shared
 *   code lives in web/src/lib or web/src/components.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

export default { rules: { 'core-pure': corePure, 'no-cross-feature': noCrossFeature } };
