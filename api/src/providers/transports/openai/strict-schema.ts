import { z } from 'zod';

/** Structured output in strict mode (OpenAI and the servers that copy it) accepts only a subset of
 *  JSON Schema: every property listed in `required`, `additionalProperties: false` on every object, and
 *  optional values written as nullable. This turns a zod schema into that form and maps the nulls the
 *  model writes for "absent" back to absent, so the answer can be validated with the same zod schema. */

type JsonSchema = Record<string, unknown>;

// Keywords strict mode rejects or that add nothing a model can use; zod re-checks them afterwards.
const DROPPED_KEYWORDS = [
  '$schema',
  'minLength',
  'maxLength',
  'format',
  'pattern',
  'exclusiveMinimum',
  'exclusiveMaximum',
];
const SAFE_INT = Number.MAX_SAFE_INTEGER;

export interface StrictSchema {
  schema: JsonSchema;
  /** Removes the nulls the model wrote for optional properties (they were never nullable in zod). */
  restoreOptionals(value: unknown): unknown;
}

export function toStrictSchema(zodSchema: z.ZodType): StrictSchema {
  const original = z.toJSONSchema(zodSchema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return { schema: strict(original), restoreOptionals: (value) => restore(original, value) };
}

function strict(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYWORDS.includes(key)) continue;
    // zod states the safe-integer range on every int; it is noise to a model.
    if ((key === 'minimum' && value === -SAFE_INT) || (key === 'maximum' && value === SAFE_INT)) continue;
    out[key] = value;
  }
  if (isObjectNode(node)) {
    const properties = node.properties as Record<string, JsonSchema>;
    const required = new Set((node.required as string[] | undefined) ?? []);
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([name, child]) => {
        const s = strict(child);
        return [name, required.has(name) ? s : nullable(s)];
      }),
    );
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  if (node.items && typeof node.items === 'object') out.items = strict(node.items as JsonSchema);
  if (Array.isArray(node.anyOf)) out.anyOf = (node.anyOf as JsonSchema[]).map(strict);
  return out;
}

function nullable(s: JsonSchema): JsonSchema {
  if (Array.isArray(s.anyOf)) {
    return (s.anyOf as JsonSchema[]).some((b) => b.type === 'null')
      ? s
      : { ...s, anyOf: [...(s.anyOf as JsonSchema[]), { type: 'null' }] };
  }
  if (typeof s.type === 'string' && !('enum' in s)) return { ...s, type: [s.type, 'null'] };
  return { anyOf: [s, { type: 'null' }] };
}

function restore(node: JsonSchema, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(node.anyOf)) {
    const branch = (node.anyOf as JsonSchema[]).find((b) => b.type !== 'null' && matchesType(b, value));
    return branch ? restore(branch, value) : value;
  }
  if (isObjectNode(node) && typeof value === 'object' && !Array.isArray(value)) {
    const properties = node.properties as Record<string, JsonSchema>;
    const required = new Set((node.required as string[] | undefined) ?? []);
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === null && !required.has(key)) continue;
      out[key] = properties[key] ? restore(properties[key], v) : v;
    }
    return out;
  }
  if (node.items && Array.isArray(value)) return value.map((v) => restore(node.items as JsonSchema, v));
  return value;
}

function isObjectNode(node: JsonSchema): boolean {
  return node.type === 'object' && !!node.properties && typeof node.properties === 'object';
}

function matchesType(node: JsonSchema, value: unknown): boolean {
  if (node.type === 'object') return typeof value === 'object' && !Array.isArray(value);
  if (node.type === 'array') return Array.isArray(value);
  return true;
}
