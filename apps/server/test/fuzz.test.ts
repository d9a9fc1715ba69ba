import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, scoreFields, type Role } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { startupProfiles } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';
import { multipart, pdf, png } from './fixtures/files.js';
import { inputOperations, Sampler, withField, type InputOperation, type OpenApiDocument } from './openapi-sample.js';

/*
 * Every call the OpenAPI document lists as taking input gets the shapes that once answered 500:
 * a NUL byte, a lone surrogate, an id above 2^31, ±1e308, the year 0000, a 5,000-deep array and
 * broken multipart bodies. A refusal is expected; a 5xx is a failure. New calls are covered as
 * soon as they appear in the document.
 */

/** Too deep for JSON.stringify here, so the body text gets it in place of this marker. */
const DEEP = '\u0001deep-array';
const deepArrayText = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const bodyShapes: Record<string, unknown> = {
  nul: 'before\u0000after',
  loneSurrogate: '\ud800',
  bigId: 3_000_000_000,
  bigIdList: [3_000_000_000],
  hugeNumber: 1e308,
  hugeNegative: -1e308,
  hugeRange: { min: -1e308, max: 1e308 },
  yearZero: '0000-01-01',
  deepArray: DEEP,
};
/** Whole values: sent into top-level fields only, nested fields get the scalars. */
const topLevelOnly = new Set(['bigIdList', 'hugeRange', 'deepArray']);
/** Raw (already encoded) query and path values; `%ED%A0%80` is a surrogate encoded as UTF-8. */
const urlShapes: Record<string, string> = {
  nul: '%00',
  loneSurrogate: '%ED%A0%80',
  brokenUtf8: '%F0%9F',
  bigId: '3000000000',
  hugeNumber: '1e308',
  hugeNegative: '-1e308',
  yearZero: '0000-01-01',
  deepArray: '%5B'.repeat(5000),
};
function multipartShapes(): Record<string, { payload: Buffer; headers: Record<string, string> }> {
  const good = multipart('file', 'deck.pdf', pdf());
  const boundary = /boundary=(.+)$/.exec(good.headers['content-type'])![1]!;
  return {
    noBoundary: { payload: good.payload, headers: { 'content-type': 'multipart/form-data' } },
    wrongBoundary: { payload: good.payload, headers: { 'content-type': 'multipart/form-data; boundary=not-the-one-used' } },
    noClosingBoundary: { payload: good.payload.subarray(0, good.payload.length - boundary.length - 8), headers: good.headers },
    overlongBoundary: { payload: good.payload, headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` } },
  };
}

let t: TestApp;
let doc: OpenApiDocument;
const tokens = new Map<Role, string>();
const uploads = new Map<Role, string[]>();
let startupId = '';
const fullScore = () => ({ isScoreFull: true, ...Object.fromEntries(scoreFields.map((f) => [f, 3])) });
const failures: string[] = [];
/** Calls whose sampled input the server took (2xx), so the shapes replaced one field of an accepted request. */
const accepted = new Set<string>();

/** A signed-in account of the role with one uploaded file of each purpose; startups have a full score so their forms reach the database. */
async function signIn(role: Role) {
  const user = await createUser(t, { role });
  if (role === 'startup') {
    startupId = user.id;
    await t.database.db.insert(startupProfiles).values({ userId: user.id, ...fullScore() });
  }
  const token = await login(t, user.email, user.password);
  tokens.set(role, token);
  const ids: string[] = [];
  for (const type of [
    'logo',
    'pitch_deck',
    'unit_economy',
    'expert_presentation_pitch',
    'task_description',
    'pilot_product_presentation',
    'financial_model',
    'report',
    'agreement',
  ]) {
    const file = type === 'logo' ? multipart('file', 'logo.png', png(120, 120)) : multipart('file', 'doc.pdf', pdf());
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/files/upload?type=${type}`,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(token) },
    });
    ids.push(res.json<{ id: string }>().id);
  }
  uploads.set(role, ids);
}

/** Calls that end a session (logout, a password change) or clear a score leave the next call without them. */
async function keepSignedIn() {
  await t.database.db.update(startupProfiles).set(fullScore()).where(eq(startupProfiles.userId, startupId));
  for (const role of roles) {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(tokens.get(role)!) });
    if (res.statusCode !== 200) await signIn(role);
  }
}

type Call = { url: string; body?: unknown; raw?: { payload: Buffer; headers: Record<string, string> }; role?: Role };
async function send(op: InputOperation, call: Call, what: string): Promise<LightMyRequestResponse> {
  const json = call.body !== undefined && !call.raw;
  const headers = { ...(call.role ? bearer(tokens.get(call.role)!) : {}), ...(json ? { 'content-type': 'application/json' } : {}), ...call.raw?.headers };
  const payload = call.raw ? call.raw.payload : json ? JSON.stringify(call.body).replaceAll(JSON.stringify(DEEP), deepArrayText) : undefined;
  const res = await t.app.inject({ method: op.method as 'POST', url: call.url, headers, ...(payload !== undefined ? { payload } : {}) });
  if (res.statusCode >= 500) failures.push(`${op.method} ${op.path} ${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res;
}

/** The URL with sampled path and query values, one of them optionally replaced by a raw shape. */
function urlOf(op: InputOperation, sampler: Sampler, replace?: { name: string; raw: string }) {
  const value = (p: { name: string; schema?: object }, prefix: string) =>
    replace?.name === `${prefix}${p.name}` ? replace.raw : encodeURIComponent(String(sampler.sample(p.schema, `${prefix}${p.name}`)));
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    value(
      op.pathParams.find((p) => p.name === name)!,
      'path:',
    ),
  );
  const query = op.queryParams
    .filter((p) => p.required || replace?.name === `query:${p.name}` || p.name === 'type')
    .map((p) => `${p.name}=${value(p, 'query:')}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

/** The role that gets past the guard (or none for public calls), with a body the server accepts as far as it can be guessed. */
async function prepare(op: InputOperation) {
  for (const role of [undefined, ...roles]) {
    const sampler = new Sampler(doc, () => (role ? uploads.get(role)! : []));
    let res: LightMyRequestResponse | undefined;
    for (let round = 0; round < 12; round++) {
      res = await send(op, { url: urlOf(op, sampler), body: op.body ? sampler.sample(op.body, '') : undefined, role }, `sample as ${role ?? 'guest'}`);
      const refused = res.statusCode === 400 ? Object.keys(res.json<{ errors?: object }>().errors ?? {}) : [];
      if (!refused.length || !sampler.adjust(refused, sampler.sample(op.body, ''))) break;
    }
    if (res && res.statusCode < 300) accepted.add(`${op.method} ${op.path}`);
    if (res && res.statusCode !== 401 && res.statusCode !== 403) return { role, sampler };
  }
  return { role: 'manager' as const, sampler: new Sampler(doc, () => []) };
}

beforeAll(async () => {
  t = await startTestApp();
  for (const role of roles) await signIn(role);
  doc = t.app.swagger() as unknown as OpenApiDocument;
}, 120_000);
afterAll(() => t.close());

describe('no input answers 5xx', () => {
  it('finds the calls that take input in the OpenAPI document', () => {
    const ops = inputOperations(doc);
    expect(ops.length).toBeGreaterThan(40);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/v1/user/preferences/{key}',
        'GET /api/v1/manager/audit',
        'POST /api/v1/files/upload',
        'POST /api/v1/foundation/startups/list',
      ]),
    );
  });

  it('sends each bad shape into every body field, query value and path value of every call', async () => {
    const multiparts = multipartShapes();
    for (const op of inputOperations(doc)) {
      const { role, sampler } = await prepare(op);
      const base = op.body ? sampler.sample(op.body, '') : undefined;
      for (const field of op.body ? sampler.fieldPaths(op.body) : []) {
        const shapes = Object.entries(bodyShapes).filter(([shape]) => !field.includes('.') || !topLevelOnly.has(shape));
        for (const [shape, value] of shapes) await send(op, { url: urlOf(op, sampler), body: withField(base, field, value), role }, `body ${field}=${shape}`);
      }
      if (op.body)
        for (const [shape, value] of Object.entries(bodyShapes)) await send(op, { url: urlOf(op, sampler), body: value, role }, `whole body=${shape}`);
      for (const p of [...op.pathParams.map((p) => `path:${p.name}`), ...op.queryParams.map((p) => `query:${p.name}`)]) {
        for (const [shape, raw] of Object.entries(urlShapes)) await send(op, { url: urlOf(op, sampler, { name: p, raw }), body: base, role }, `${p}=${shape}`);
      }
      if (op.method !== 'GET')
        for (const [shape, raw] of Object.entries(multiparts)) await send(op, { url: urlOf(op, sampler), raw, role }, `multipart ${shape}`);
      await keepSignedIn();
    }
    expect(failures).toEqual([]);
    // The shapes went into requests the server otherwise takes, so they reached the services and the database.
    const writers = [
      'startup/profiledata',
      'investor/profiledata',
      'corporate/profiledata',
      'foundation/startups/list',
      'startup/investment/investment_form',
      'startup/pilot/pilot_form',
      'startup/duedill/due_dill_form',
      'foundation/duedill/due_dill_form',
      'foundation/investment/investment_form',
      'foundation/pilot/pilot_form',
      'expert/internal-expert/list',
    ];
    expect([...accepted]).toEqual(
      expect.arrayContaining([...writers.map((w) => `POST /api/v1/${w}`), 'PUT /api/v1/user/preferences/{key}', 'GET /api/v1/manager/audit']),
    );
  }, 240_000);
});
