import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './document.ts';
import { pastALimit, sample, wrongType } from './values.ts';

/** The parts of a request before they are written out: what the document judges. */
interface Parts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface Generated {
  method: string;
  url: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** True when the document says every part of it is valid. */
  valid: boolean;
  /** How it was made invalid, for the report. */
  mutation?: string;
}

/** What a multipart file field carries: bytes the API can take (a 1×1 PNG serves as image and receipt). */
export const FILE_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const isFile = (schema: JsonSchema | undefined) => schema?.format === 'binary' || schema?.contentMediaType !== undefined;
const propertiesOf = (schema: JsonSchema) => (schema.properties ?? {}) as Record<string, JsonSchema>;

function valid(op: Operation, seed: number, small: boolean, optionals: number): Parts {
  const parts: Parts = { path: {}, query: {}, body: undefined };
  op.parameters.forEach((p, i) => {
    if (!p.required && (seed >> i) % 2 === 0) return;
    parts[p.in][p.name] = sample(p.schema, seed + i, small);
  });
  if (op.body) parts.body = sample(op.body.schema, seed, small, optionals);
  return parts;
}

type Mutation = (parts: Parts, pick: number) => string | null;

const mutateParameter =
  (where: 'path' | 'query', how: (schema: JsonSchema) => unknown, label: string) =>
  (op: Operation): Mutation =>
  (parts, pick) => {
    const candidates = op.parameters.filter((p) => p.in === where && how(p.schema) !== undefined);
    const target = candidates[pick % Math.max(1, candidates.length)];
    if (!target) return null;
    parts[where][target.name] = how(target.schema);
    return `${where} ${target.name}: ${label}`;
  };

const mutateProperty =
  (how: (schema: JsonSchema) => unknown, label: string) =>
  (op: Operation): Mutation =>
  (parts, pick) => {
    const body = parts.body as Record<string, unknown> | undefined;
    if (!op.body || !body || typeof body !== 'object' || Array.isArray(body)) return null;
    const candidates = Object.entries(propertiesOf(op.body.schema)).filter(([, s]) => !isFile(s) && how(s) !== undefined);
    const target = candidates[pick % Math.max(1, candidates.length)];
    if (!target) return null;
    body[target[0]] = how(target[1]);
    return `body ${target[0]}: ${label}`;
  };

const MUTATIONS: ((op: Operation) => Mutation)[] = [
  mutateParameter('path', () => 'abc', 'not a number'),
  mutateParameter('path', (s) => pastALimit(s), 'past its limit'),
  mutateParameter('query', (s) => (wrongType(s) === undefined ? undefined : 'zz-not-this'), 'another type'),
  mutateParameter('query', (s) => pastALimit(s), 'past its limit'),
  mutateProperty(wrongType, 'another type'),
  mutateProperty(pastALimit, 'past its limit'),
  (op) => (parts, pick) => {
    const required = (op.body?.schema.required ?? []) as string[];
    const body = parts.body as Record<string, unknown> | undefined;
    const name = required[pick % Math.max(1, required.length)];
    if (!name || !body || typeof body !== 'object') return null;
    delete body[name];
    return `body ${name}: left out`;
  },
  (op) => (parts) => {
    if (!op.body || op.body.type !== 'application/json') return null;
    parts.body = ['a list', 'not an object'];
    return 'body: a list';
  },
];

/** The query as light-my-request sends it: every value a string, a list as repeated names. */
const queryString = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : typeof v === 'object' ? JSON.stringify(v) : String(v)]));

function multipart(schema: JsonSchema, body: Record<string, unknown>): { payload: Buffer; type: string } {
  const boundary = 'api-document-check';
  const chunks: Buffer[] = [];
  const part = (name: string, value: string | Buffer, file = false) => {
    const disposition = `form-data; name="${name}"${file ? '; filename="upload.png"\r\nContent-Type: image/png' : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n'));
  };
  const props = propertiesOf(schema);
  for (const [name, value] of Object.entries(body)) {
    if (isFile(props[name])) part(name, FILE_BYTES, true);
    else for (const one of [value].flat()) part(name, typeof one === 'object' ? JSON.stringify(one) : String(one));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

function written(op: Operation, parts: Parts, isValid: boolean, mutation?: string): Generated {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(parts.path[name])));
  const request: Generated = { method: op.method, url, query: queryString(parts.query), headers: {}, valid: isValid, mutation };
  if (op.body && parts.body !== undefined) {
    if (op.body.type.startsWith('multipart/') && parts.body && typeof parts.body === 'object' && !Array.isArray(parts.body)) {
      const { payload, type } = multipart(op.body.schema, parts.body as Record<string, unknown>);
      request.payload = payload;
      request.headers['content-type'] = type;
    } else {
      request.payload = JSON.stringify(parts.body);
      request.headers['content-type'] = 'application/json';
    }
  }
  return request;
}

/** Whether the document holds every part valid (json-schema-faker is not always right about patterns). */
function judged(op: Operation, parts: Parts): boolean {
  const each = (p: Parameter) => (p.name in parts[p.in] ? op.accepts(p.schema, parts[p.in][p.name]) : !p.required);
  if (!op.parameters.every(each)) return false;
  if (!op.body) return true;
  if (parts.body === undefined) return !op.body.required;
  if (op.body.type.startsWith('multipart/')) {
    // A file field is judged by its presence: the document's schema says "binary", the bytes are ours.
    const copy = { ...(parts.body as Record<string, unknown>) };
    for (const [name, schema] of Object.entries(propertiesOf(op.body.schema))) if (isFile(schema) && name in copy) copy[name] = '';
    return op.accepts(op.body.schema, copy);
  }
  return op.accepts(op.body.schema, parts.body);
}

/**
 * Requests for one operation, from its own entry in the document: most valid (json-schema-faker
 * seeded by fast-check), some made invalid by one mutation. Each is judged by Ajv, not assumed.
 */
export function requestsFor(op: Operation): fc.Arbitrary<Generated> {
  const choice = fc.record({
    seed: fc.integer({ min: 0, max: 2 ** 30 }),
    small: fc.boolean(),
    optionals: fc.constantFrom(0, 0.5, 1),
    mutate: fc.oneof({ weight: 3, arbitrary: fc.constant(-1) }, { weight: 1, arbitrary: fc.nat(MUTATIONS.length - 1) }),
    pick: fc.nat(20),
  });
  return choice.map(({ seed, small, optionals, mutate, pick }) => {
    const parts = valid(op, seed, small, optionals);
    const mutation = mutate >= 0 ? (MUTATIONS[mutate]!(op)(parts, pick) ?? undefined) : undefined;
    return written(op, parts, judged(op, parts), mutation);
  });
}
