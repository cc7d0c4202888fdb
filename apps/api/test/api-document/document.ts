import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** A JSON Schema as the document holds it (2020-12, OpenAPI 3.1). */
export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Answer {
  /** The JSON body's schema; undefined when the answer is declared without content (204) or not as JSON. */
  json?: ValidateFunction;
  /** The media types declared; none for an answer without content. */
  types: string[];
  headers: string[];
}

export interface Operation {
  /** "POST /api/admin/books": how the check names it. */
  name: string;
  method: string;
  path: string;
  /** Whose token it takes: the back office's, a learner's, or none. */
  caller: 'staff' | 'learner' | 'anyone';
  parameters: Parameter[];
  body?: { type: string; schema: JsonSchema; required: boolean };
  /** By status code, as the document declares them. */
  answers: Map<number, Answer>;
  /** Judges a request part against its schema: true when the document says it is valid. */
  accepts(part: JsonSchema, value: unknown): boolean;
}

interface OpenApiOperation {
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }>; headers?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation of the document, with Ajv (draft 2020-12, as OpenAPI 3.1 says) compiled for its answers. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  // Rupees are multiples of 0.01, which 12.34 is not in binary floating point: compare to 6 places.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, multipleOfPrecision: 6 });
  addFormats(ajv);
  const compiled = new Map<JsonSchema, ValidateFunction>();
  const validator = (schema: JsonSchema) => {
    let fn = compiled.get(schema);
    if (!fn) compiled.set(schema, (fn = ajv.compile(schema)));
    return fn;
  };

  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]): Operation => {
        const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
        const answers = new Map<number, Answer>();
        for (const [status, answer] of Object.entries(op.responses)) {
          const content = answer.content ?? {};
          const jsonType = Object.keys(content).find((t) => t.includes('json'));
          const schema = jsonType ? content[jsonType]?.schema : undefined;
          answers.set(Number(status), { json: schema && validator(schema), types: Object.keys(content), headers: Object.keys(answer.headers ?? {}) });
        }
        const bodyType = op.requestBody && Object.keys(op.requestBody.content)[0];
        return {
          name: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          caller: schemes.includes('staffAuth') ? 'staff' : schemes.includes('bearerAuth') ? 'learner' : 'anyone',
          parameters: (op.parameters ?? [])
            .filter((p) => p.in === 'path' || p.in === 'query')
            .map((p) => ({ name: p.name, in: p.in as 'path' | 'query', required: p.required ?? p.in === 'path', schema: p.schema })),
          body: bodyType ? { type: bodyType, schema: op.requestBody!.content[bodyType]!.schema, required: op.requestBody!.required ?? false } : undefined,
          answers,
          accepts: (schema, value) => validator(schema)(value),
        };
      }),
  );
}
