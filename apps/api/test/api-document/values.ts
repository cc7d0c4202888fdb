import { generateSync } from 'json-schema-faker';
import type { JsonSchema } from './document.ts';

/**
 * A narrower schema whose every value the original also accepts: strings of at most 64 characters
 * (a 200,000-character description costs time and proves nothing more), and, when `smallIntegers`,
 * integers near their lower bound, so that ids name the demo's rows rather than row 1,843,201,227.
 */
export function narrowed(schema: JsonSchema, smallIntegers: boolean): JsonSchema {
  const out: JsonSchema = { ...schema };
  const types = [schema.type].flat();
  if (types.includes('string') && !('enum' in schema) && !('const' in schema)) {
    const min = Number(schema.minLength ?? 0);
    out.maxLength = Math.min(Number(schema.maxLength ?? Infinity), Math.max(min, 64));
  }
  if (smallIntegers && types.includes('integer')) {
    const low = Math.max(Number(schema.minimum ?? -Infinity), Number(schema.exclusiveMinimum ?? -Infinity) + 1, 0);
    if (Number.isFinite(low)) out.maximum = Math.min(Number(schema.maximum ?? Infinity), low + 12);
  }
  const each = (s: unknown) => (s && typeof s === 'object' ? narrowed(s as JsonSchema, smallIntegers) : s);
  if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties as Record<string, JsonSchema>).map(([k, s]) => [k, each(s)]));
  if (schema.items) out.items = each(schema.items);
  if (schema.additionalProperties) out.additionalProperties = each(schema.additionalProperties);
  if (types.includes('array')) out.maxItems = Math.min(Number(schema.maxItems ?? Infinity), Math.max(Number(schema.minItems ?? 0), 4));
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    if (Array.isArray(schema[key])) out[key] = (schema[key] as JsonSchema[]).map(each);
  }
  return out;
}

/** One value the schema accepts, the same for the same seed. */
export const sample = (schema: JsonSchema, seed: number, smallIntegers: boolean, optionals = 0.5): unknown =>
  generateSync(narrowed(schema, smallIntegers), { seed, optionalsProbability: optionals, maxDepth: 6 });

/** A value of another JSON type than the schema allows (a string for a number, an object for a string). */
export function wrongType(schema: JsonSchema): unknown {
  const types = [schema.type].flat();
  if (types.includes('string') || schema.enum || schema.const !== undefined) return types.includes('object') ? 17 : { not: 'a string' };
  if (types.includes('integer') || types.includes('number')) return 'not a number';
  if (types.includes('boolean')) return 'not a boolean';
  if (types.includes('array')) return 'not a list';
  if (types.includes('object')) return 'not an object';
  return undefined;
}

/** A value just past one of the schema's own limits, when it has one. */
export function pastALimit(schema: JsonSchema): unknown {
  if (typeof schema.maxLength === 'number') return 'x'.repeat(schema.maxLength + 1);
  if (typeof schema.minLength === 'number' && schema.minLength > 0) return '';
  if (typeof schema.maximum === 'number') return schema.maximum + 1;
  if (typeof schema.minimum === 'number') return schema.minimum - 1;
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum;
  if (Array.isArray(schema.enum)) return `${String(schema.enum[0])}-and-more`;
  if (typeof schema.pattern === 'string') return '\u2028 no pattern matches this \u2029';
  return undefined;
}
