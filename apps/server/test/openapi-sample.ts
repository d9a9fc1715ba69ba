import { randomUUID } from 'node:crypto';

/** The parts of an OpenAPI (JSON Schema) node the sampler reads. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** One call of the document that takes input: its path and query parameters and its JSON body schema. */
export type InputOperation = { method: string; path: string; pathParams: Parameter[]; queryParams: Parameter[]; body?: Schema };

export function inputOperations(doc: OpenApiDocument): InputOperation[] {
  const found: InputOperation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = op.parameters ?? [];
      const body = op.requestBody?.content?.['application/json']?.schema;
      const pathParams = params.filter((p) => p.in === 'path');
      const queryParams = params.filter((p) => p.in === 'query');
      const writes = method !== 'get';
      if (body || pathParams.length || queryParams.length || writes) found.push({ method: method.toUpperCase(), path, pathParams, queryParams, body });
    }
  }
  return found;
}

/**
 * Builds a request value from its schema. When the server refuses a field, the caller moves that
 * field to its next candidate (`choices`) or adds an optional field it asked for (`included`), so
 * the value converges on one the server accepts and the bad shapes then reach the database.
 */
export class Sampler {
  readonly choices = new Map<string, number>();
  readonly included = new Set<string>();
  constructor(
    private readonly doc: OpenApiDocument,
    private readonly uuids: () => string[],
  ) {}

  resolve(schema: Schema | undefined): Schema {
    let s = schema ?? {};
    while (s.$ref) s = this.doc.components?.schemas?.[s.$ref.replace('#/components/schemas/', '')] ?? {};
    if (s.allOf)
      return {
        ...s,
        type: 'object',
        properties: Object.assign({}, ...s.allOf.map((p) => this.resolve(p).properties)),
        required: s.allOf.flatMap((p) => this.resolve(p).required ?? []),
      };
    const branches = s.anyOf ?? s.oneOf;
    if (branches) return this.resolve(branches.find((b) => this.resolve(b).type !== 'null') ?? branches[0]);
    return s;
  }

  sample(schema: Schema | undefined, path: string): unknown {
    const s = this.resolve(schema);
    const pick = <T>(candidates: T[]): T => candidates[(this.choices.get(path) ?? 0) % candidates.length]!;
    if ('const' in s) return s.const;
    if (s.enum) return pick(s.enum);
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    if (type === 'object' || s.properties) {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        const child = path ? `${path}.${key}` : key;
        if (s.required?.includes(key) || this.included.has(child)) out[key] = this.sample(prop, child);
      }
      return out;
    }
    if (type === 'array')
      return Array.from({ length: Math.max(s.minItems ?? 0, this.included.has(`${path}.0`) ? 1 : 0) }, (_, i) => this.sample(s.items, `${path}.${i}`));
    if (type === 'boolean') return pick([true, false]);
    if (type === 'integer' || type === 'number') {
      const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      return pick([1, 3, 1000].map((v) => Math.min(Math.max(low, v), s.maximum ?? Infinity)));
    }
    if (s.format === 'uuid') return pick([...this.uuids(), randomUUID()]);
    if (s.format === 'email') return 'fuzz-sample@example.test';
    if (s.format === 'date') return new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    if (s.format === 'date-time') return new Date().toISOString();
    const texts = [
      'Sample text long enough for most text fields',
      'fuzz-sample@example.test',
      '+1 555 0100',
      'example.com',
      '123456',
      'sample-token-0123456789abcdef',
    ];
    const pattern = s.pattern ? new RegExp(s.pattern) : undefined;
    const fitting = texts
      .map((v) => (v.length < (s.minLength ?? 0) ? v.padEnd(s.minLength!, 'x') : v))
      .map((v) => v.slice(0, s.maxLength ?? v.length))
      .filter((v) => !pattern || pattern.test(v));
    return pick(fitting.length ? fitting : texts);
  }

  /** Every property path of a schema, nested objects and first array items included. */
  fieldPaths(schema: Schema | undefined, path = '', depth = 0): string[] {
    const s = this.resolve(schema);
    if (depth > 4) return [];
    if (s.properties) {
      return Object.entries(s.properties).flatMap(([key, prop]) => {
        const child = path ? `${path}.${key}` : key;
        return [child, ...this.fieldPaths(prop, child, depth + 1)];
      });
    }
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    if (type === 'array' && this.resolve(s.items).properties) return this.fieldPaths(s.items, `${path}.0`, depth + 1);
    return [];
  }

  /** Moves the refused fields on: the leaves under each refused path change, missing ones are added. */
  adjust(refused: string[], current: unknown): boolean {
    let changed = false;
    for (const key of refused) {
      if (key === 'body') continue;
      const leaves = leafPaths(current).filter((p) => p === key || p.startsWith(`${key}.`));
      if (leaves.length) for (const leaf of leaves) this.choices.set(leaf, (this.choices.get(leaf) ?? 0) + 1);
      else this.included.add(key);
      changed = true;
    }
    return changed;
  }
}

function leafPaths(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return path ? [path] : [];
  const entries = Object.entries(value);
  if (!entries.length) return path ? [path] : [];
  return entries.flatMap(([k, v]) => leafPaths(v, path ? `${path}.${k}` : k));
}

/** A copy of `value` with `path` (dot-separated; numbers index arrays) set to `shape`. */
export function withField(value: unknown, path: string, shape: unknown): unknown {
  const root = structuredClone(value ?? {}) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = root;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) node[key] = shape;
    else {
      const next = node[key];
      node[key] = next !== null && typeof next === 'object' ? next : /^\d+$/.test(keys[i + 1]!) ? [] : {};
      node = node[key] as Record<string, unknown>;
    }
  });
  return root;
}
