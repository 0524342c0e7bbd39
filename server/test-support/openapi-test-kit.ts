import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from '../src/modules/openapi/index.ts';

/** Test support: checks real answers against the served OpenAPI document with a JSON Schema 2020-12 validator. */
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

const DOC_ID = 'https://ringready.invalid/openapi.json';

export function responseValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, DOC_ID);
  return {
    /** The validation errors of `body` as the answer `status` of `method path` (document form), or null. */
    errors(method: string, path: string, status: number, body: unknown): unknown[] | null {
      const operation = (
        doc.paths[path] as Record<string, { responses: Record<string, unknown> }> | undefined
      )?.[method.toLowerCase()];
      if (!operation) return [`${method} ${path} is not documented`];
      const response = operation.responses[String(status)] as
        { content?: Record<string, { schema?: object }> } | undefined;
      const schema = response?.content?.['application/json']?.schema;
      if (!schema) return [`${method} ${path} documents no JSON answer ${status}`];
      // the operation's schema refers to the document's components
      const anchored = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', `"${DOC_ID}#/components/`),
      );
      const validate = ajv.compile(anchored);
      return validate(body) ? null : (validate.errors ?? ['invalid']);
    },
  };
}

/**
 * Every route the app registered, as `METHOD /path` (HEAD, added by Fastify beside each GET, left out), read
 * from Fastify's route tree: each line's text continues its parent's path.
 */
export function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack.push(path);
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD'))
      routes.push(`${method} ${path}`);
  }
  return routes;
}
