import { randomUUID } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

type Parameter = { in: string; name: string; required?: boolean; schema?: { enum?: string[] } };
type Operation = { operationId?: string; security?: Record<string, string[]>[]; parameters?: Parameter[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };
type Entry = { method: string; path: string; op: Operation };

let t: TestApp;
let doc: Document;
let operations: Entry[];
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
  operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method, path, op })));
});
afterAll(() => t.close());

const name = ({ method, path }: Entry) => `${method.toUpperCase()} ${path}`;
const needsToken = ({ op }: Entry) => (op.security ?? []).some((requirement) => 'bearer' in requirement);

/** A request the document allows: path ids filled in and required enum query values set, without any credentials. */
function anonymous({ method, path, op }: Entry) {
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) if (p.in === 'query' && p.required && p.schema?.enum) query.set(p.name, p.schema.enum[0]!);
  const url = path.replace(/\{[^}]+\}/g, randomUUID()) + (query.size ? `?${query}` : '');
  return t.app.inject({ method: method.toUpperCase() as 'GET', url, ...(method === 'get' || method === 'delete' ? {} : { payload: {} }) });
}

/** Every JSON object in the document with its JSON pointer. */
function* nodes(value: unknown, pointer = '#'): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* nodes(item, `${pointer}/${i}`);
  else if (value && typeof value === 'object') {
    yield [pointer, value as Record<string, unknown>];
    for (const [key, child] of Object.entries(value)) yield* nodes(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}
function resolves(ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  let at: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!at || typeof at !== 'object' || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return at !== undefined;
}

describe('what the API document marks as signed-in is refused without a session', () => {
  it('answers 401 to an anonymous caller on every operation that declares the bearer token', async () => {
    const guarded = operations.filter(needsToken);
    expect(guarded.length).toBeGreaterThan(50);
    for (const entry of guarded) {
      const res = await anonymous(entry);
      expect(res.statusCode, name(entry)).toBe(401);
      expect(res.json<{ code: string }>().code, name(entry)).toBe('unauthorized');
    }
  });

  it(
    'leaves public only sign-in (with its second step, or a passkey), sign-up, recovery, the handbooks, calendar feeds (their secret address is the ' +
      'credential), the crowdfunding list, view, change log and key investment information sheet, and the check of a report (or sheet) ' +
      'by its fingerprint; the outbox needs a manager',
    () => {
      const open = operations
        .filter((entry) => !needsToken(entry))
        .map(name)
        .sort();
      expect(open).toEqual(
        [
          'POST /api/v1/auth/login',
          'POST /api/v1/auth/mfa',
          'POST /api/v1/auth/mfa/passkey/options',
          'POST /api/v1/auth/passkey/options',
          'POST /api/v1/auth/passkey',
          'POST /api/v1/user/signin',
          'POST /api/v1/auth/send-code/registration',
          'POST /api/v1/auth/verify-code/registration',
          'POST /api/v1/auth/registration',
          'POST /api/v1/auth/send-code/recovery',
          'POST /api/v1/auth/verify-code/recovery',
          'POST /api/v1/auth/password/reset',
          'GET /api/v2/handbooks',
          'GET /api/v1/calendar/{token}.ics',
          'POST /api/v1/public/crowdfunding_dashboard_list',
          'GET /api/v1/public/crowdfunding_card/{id}',
          'GET /api/v1/crowdfunding/{id}/changes',
          'GET /api/v1/crowdfunding/{id}/kiis',
          'GET /api/v1/crowdfunding/{id}/kiis/versions',
          'GET /api/v1/reports/verify/{sha256}',
        ].sort(),
      );
    },
  );
});

describe('the API document that still works', () => {
  it('is a valid OpenAPI 3.0 document', async () => {
    expect(doc.openapi).toMatch(/^3\.0\./);
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('names every operation with its own operationId', () => {
    const ids = operations.map(({ op }) => op.operationId);
    for (const entry of operations) expect(entry.op.operationId, name(entry)).toMatch(/^[a-z]+[A-Z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(operations.length);
    expect(operations.find((e) => e.path === '/api/v1/expert/internal-expert/{id}' && e.method === 'delete')?.op.operationId).toBe(
      'deleteV1ExpertInternalExpertById',
    );
  });

  it('declares the security of every operation: the bearer token, or `security: []` for public ones', () => {
    for (const entry of operations) {
      const { security } = entry.op;
      expect(Array.isArray(security), name(entry)).toBe(true);
      if (security!.length > 0) expect(security, name(entry)).toContainEqual({ bearer: [] });
    }
    const upload = operations.find((e) => e.path === '/api/v1/files/upload')!;
    expect(upload.op.security).toEqual([{ bearer: [] }, { registrationToken: [] }]);
  });

  it('holds no `nullable` without a `type` and no reference that does not resolve', () => {
    const untyped: string[] = [];
    const dangling: string[] = [];
    for (const [pointer, node] of nodes(doc)) {
      if ('nullable' in node && !('type' in node)) untyped.push(pointer);
      if (typeof node.$ref === 'string' && !resolves(node.$ref)) dangling.push(`${pointer} -> ${node.$ref}`);
    }
    expect(untyped).toEqual([]);
    expect(dangling).toEqual([]);
  });

  it('lets an anonymous caller reach every public operation', async () => {
    for (const entry of operations.filter((e) => !needsToken(e))) {
      const res = await anonymous(entry);
      expect(res.statusCode, name(entry)).not.toBe(401);
      expect(res.statusCode, name(entry)).toBeLessThan(500);
    }
  });

  it('declares each answer that is not JSON under its own media type, as the route sends it', () => {
    const success = (path: string) => (doc.paths[path]!.get as { responses: Record<string, { content?: Record<string, unknown> }> }).responses['200']!;
    const declared = {
      '/api/v1/startup/ticket/{id}/report.pdf': 'application/pdf',
      '/api/v1/foundation/ticket/{id}/report.pdf': 'application/pdf',
      '/api/v1/calendar/{token}.ics': 'text/calendar',
      '/api/v1/files/{id}': 'application/octet-stream',
      '/api/v1/startup/unit-economy-template': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
    for (const [path, mediaType] of Object.entries(declared)) expect(Object.keys(success(path).content ?? {}), path).toEqual([mediaType]);
    expect(success('/api/v1/startup/ticket/{id}/report.pdf').content!['application/pdf']).toEqual({ schema: { type: 'string', format: 'binary' } });
    // The JSON answers stay JSON.
    expect(Object.keys(success('/api/v1/startup/ticket/{id}/report').content ?? {})).toEqual(['application/json']);
  });

  it('serves the documentation page over the same document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const html = page.statusCode === 302 ? await t.app.inject({ method: 'GET', url: new URL(page.headers.location!, 'http://x/api/docs/').pathname }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('swagger-ui');
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('json');
  });
});
