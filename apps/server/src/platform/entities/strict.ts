import type { z } from 'zod';

type Def = { type: string; shape?: Record<string, z.ZodType>; catchall?: z.ZodType };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The field names of a strict entity schema (`z.strictObject(...)` or `BaseRecordSchema.extend(...)`).
 * Throws for anything else: a loose or stripping object would store (or silently drop) fields the
 * entity does not declare, so registration refuses it (issue 15 section 1).
 */
export function strictSchemaFields(entity: string, schema: z.ZodType): ReadonlySet<string> {
  let def = defOf(schema) as Def & { in?: z.ZodType; out?: z.ZodType };
  // `.transform()` / `.pipe()` of an object: the object is the pipe's input side.
  while (def.type === 'pipe' && def.in) {
    const inner = defOf(def.in) as Def & { in?: z.ZodType; out?: z.ZodType };
    def = inner.type === 'transform' && def.out ? (defOf(def.out) as typeof def) : inner;
  }
  if (def.type !== 'object' || !def.shape)
    throw new Error(`Entity ${entity}: its schema must be a z.strictObject (got ${def.type})`);
  const catchall = def.catchall ? defOf(def.catchall).type : 'strip';
  if (catchall !== 'never')
    throw new Error(
      `Entity ${entity}: its schema must be strict (z.strictObject or .strict()); unknown fields would be ${catchall === 'strip' ? 'dropped silently' : 'stored'}`,
    );
  return new Set(Object.keys(def.shape));
}

/**
 * The paths of loose objects (`z.looseObject`, `.passthrough()`, `.catchall(...)`) nested in a schema,
 * e.g. ['settings', 'user']: objects that accept any field. Used by tests and registration to keep
 * entity records strict all the way down.
 */
export function looseObjectPaths(schema: z.ZodType, path = '', seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema) as Def & {
    innerType?: z.ZodType;
    element?: z.ZodType;
    options?: z.ZodType[];
    in?: z.ZodType;
    out?: z.ZodType;
    left?: z.ZodType;
    right?: z.ZodType;
    valueType?: z.ZodType;
  };
  const out: string[] = [];
  if (def.type === 'object') {
    const catchall = def.catchall ? defOf(def.catchall).type : 'strip';
    if (catchall !== 'never' && catchall !== 'strip') out.push(path || '(record)');
    for (const [k, v] of Object.entries(def.shape ?? {}))
      out.push(...looseObjectPaths(v, path ? `${path}.${k}` : k, seen));
    return out;
  }
  for (const inner of [def.innerType, def.element, def.in, def.out, def.left, def.right, def.valueType])
    if (inner) out.push(...looseObjectPaths(inner, def.element === inner ? `${path}[]` : path, seen));
  for (const o of def.options ?? []) out.push(...looseObjectPaths(o, path, seen));
  return out;
}
