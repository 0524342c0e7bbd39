import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

export const componentRef = (id: string) => `#/components/schemas/${id}`;
const TEMPORARY = '__inline_';

export interface Converted {
  /** the named schemas, for components.schemas */
  components: Record<string, JsonSchema>;
  /** a schema as an operation shows it: a $ref to its component, or written out */
  schemaOf: (schema: z.ZodType) => JsonSchema;
}

/**
 * Converts zod schemas to JSON Schema (2020-12, the dialect of OpenAPI 3.1) with zod's own converter, in
 * one pass so that a named schema used inside another becomes a $ref to its component. Requests are shown
 * as clients send them (`io: 'input'`: defaults optional, before transforms), responses as the server
 * sends them (`io: 'output'`).
 */
export function convertSchemas(
  named: Record<string, z.ZodType>,
  anonymous: readonly z.ZodType[],
  io: 'input' | 'output',
): Converted {
  const registry = z.registry<{ id: string }>();
  const ids = new Map<z.ZodType, string>();
  for (const [id, schema] of Object.entries(named)) {
    registry.add(schema, { id });
    ids.set(schema, id);
  }
  for (const schema of anonymous) {
    if (ids.has(schema)) continue;
    const id = `${TEMPORARY}${ids.size}`;
    registry.add(schema, { id });
    ids.set(schema, id);
  }
  const { schemas } = z.toJSONSchema(registry, { io, uri: componentRef, unrepresentable: 'any' });
  const all: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    // an OpenAPI component carries neither a dialect nor an id of its own
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
    all[id] = rest;
  }
  const components = Object.fromEntries(Object.entries(all).filter(([id]) => !id.startsWith(TEMPORARY)));
  for (const [id, schema] of Object.entries(all)) {
    // operation schemas are written out, so nothing may refer to one
    if (JSON.stringify(schema).includes(componentRef(TEMPORARY)))
      throw new Error(`The schema ${id} refers to an unnamed schema: name it in the components`);
  }
  return {
    components,
    schemaOf(schema) {
      const id = ids.get(schema);
      if (!id) throw new Error('A schema was not converted: list it among the operations');
      return id.startsWith(TEMPORARY) ? all[id]! : { $ref: componentRef(id) };
    },
  };
}
