/**
 * Reads the web app's route table from app-routes.tsx with the TypeScript parser: for each route, the
 * modules whose code its element needs (following lazy components to their import() calls), so the
 * bundle bench counts what a route really loads without a hard-coded file list.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import ts from 'typescript';

const WEB = fileURLToPath(new URL('../../web', import.meta.url));
const APP_ROUTES = join(WEB, 'src', 'app', 'app-routes.tsx');

/** A route of the table with, for its element, the modules whose code that element needs. */
export type TableRoute = RouteObject & { modules: string[]; children?: TableRoute[] };

function parseTsx(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
}

/** A relative import specifier as the absolute source file it names. */
function resolveModule(fromFile: string, specifier: string): string {
  const base = resolve(dirname(fromFile), specifier);
  const found = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
  if (!found) throw new Error(`cannot resolve ${specifier} from ${fromFile}`);
  return found;
}

/** Identifier → source file, for a module's relative imports. */
function importedNames(source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!specifier.startsWith('.') || !bindings || !ts.isNamedImports(bindings)) continue;
    const file = resolveModule(source.fileName, specifier);
    for (const element of bindings.elements) names.set(element.name.text, file);
  }
  return names;
}

/**
 * The modules a component exported by `file` needs to render: for a lazily loaded component
 * (`export const X = lazyPage(() => import('…'))`), every module its loader imports, including loaders
 * it starts alongside (`Y.preload()`); for any other component, its own module (in the entry's graph).
 */
function componentModules(file: string, name: string, seen = new Set<string>()): string[] {
  const key = `${file}#${name}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const source = parseTsx(file);
  let initializer: ts.Expression | undefined;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.name.text === name) initializer = decl.initializer;
    }
  }
  if (!initializer) return [file];
  const modules: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) modules.push(resolveModule(file, arg.text));
    } else if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'preload' &&
      ts.isIdentifier(node.expression)
    ) {
      modules.push(...componentModules(file, node.expression.text, seen));
    }
    ts.forEachChild(node, visit);
  };
  visit(initializer);
  return modules.length ? modules : [file];
}

function jsxAttributes(node: ts.JsxElement | ts.JsxSelfClosingElement): ts.JsxAttributes {
  return ts.isJsxElement(node) ? node.openingElement.attributes : node.attributes;
}

function attribute(
  node: ts.JsxElement | ts.JsxSelfClosingElement,
  name: string,
): ts.JsxAttribute | undefined {
  return jsxAttributes(node).properties.find(
    (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name,
  );
}

/**
 * The app's route table read from app-routes.tsx: each `<Route>` with its path and the modules its
 * element's component needs (the element's root component only: parts it receives as props, such as a
 * tab's content, are rendered when the page shows them).
 */
export function readRouteTable(file = APP_ROUTES): TableRoute[] {
  const source = parseTsx(file);
  const imports = importedNames(source);
  const toRoute = (node: ts.JsxElement | ts.JsxSelfClosingElement): TableRoute => {
    const path = attribute(node, 'path')?.initializer;
    const element = attribute(node, 'element')?.initializer;
    let modules: string[] = [];
    if (element && ts.isJsxExpression(element) && element.expression) {
      const jsx = element.expression;
      const tag = ts.isJsxSelfClosingElement(jsx)
        ? jsx.tagName.getText()
        : ts.isJsxElement(jsx)
          ? jsx.openingElement.tagName.getText()
          : undefined;
      const from = tag ? imports.get(tag) : undefined;
      modules = tag && from ? componentModules(from, tag) : [];
    }
    const children = ts.isJsxElement(node) ? routesIn(node.children) : [];
    return {
      path: path && ts.isStringLiteral(path) ? path.text : undefined,
      index: attribute(node, 'index') !== undefined,
      modules,
      ...(children.length ? { children } : {}),
    } as TableRoute;
  };
  const routesIn = (nodes: ts.NodeArray<ts.JsxChild> | readonly ts.Node[]): TableRoute[] => {
    const routes: TableRoute[] = [];
    for (const node of nodes) {
      if ((ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) && tagName(node) === 'Route') {
        routes.push(toRoute(node));
      } else if (ts.isJsxFragment(node) || ts.isJsxElement(node)) {
        routes.push(...routesIn(node.children));
      }
    }
    return routes;
  };
  const tagName = (node: ts.JsxElement | ts.JsxSelfClosingElement) =>
    (ts.isJsxElement(node) ? node.openingElement.tagName : node.tagName).getText();
  // the outermost JSX trees that hold <Route> elements
  const roots: ts.Node[] = [];
  const find = (node: ts.Node): void => {
    if (ts.isJsxFragment(node) || ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
      roots.push(node);
      return;
    }
    ts.forEachChild(node, find);
  };
  find(source);
  const table = routesIn(roots);
  if (!table.length) throw new Error(`no <Route> found in ${file}`);
  return table;
}

/** Components declared `deferredSection(…)` in the modules app-routes.tsx imports: loaded when idle. */
export function deferredSections(file = APP_ROUTES): Array<{ name: string; modules: string[] }> {
  const sections: Array<{ name: string; modules: string[] }> = [];
  for (const imported of new Set(importedNames(parseTsx(file)).values())) {
    for (const statement of parseTsx(imported).statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const decl of statement.declarationList.declarations) {
        const init = decl.initializer;
        if (!ts.isIdentifier(decl.name) || !init || !ts.isCallExpression(init)) continue;
        if (init.expression.getText() !== 'deferredSection') continue;
        sections.push({ name: decl.name.text, modules: componentModules(imported, decl.name.text) });
      }
    }
  }
  return sections;
}
