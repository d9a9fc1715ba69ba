import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backerSchema, pilotCardSchema, roles, type Role } from '@platform/contract';
import { pilotApplications, users } from '../src/db/schema/index.js';
import { bearer, login, type TestApp, startTestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';
import { inputOperations, Sampler, type InputOperation, type OpenApiDocument } from './openapi-sample.js';

/*
 * The calls as a front end written to the spec makes them: `Content-Type: application/json` with
 * an empty body on the calls that carry none, `order_by` in the spelling the spec shows, and a
 * refusal read in the caller's language.
 */
let t: TestApp;
let doc: OpenApiDocument;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const a: Partial<Record<Role | 'ruStartup', Account>> = {};
const cyrillic = /[А-Яа-яЁё]/;

beforeAll(async () => {
  t = await startTestApp();
  doc = t.app.swagger() as unknown as OpenApiDocument;
  for (const role of roles) a[role] = await kit.account(role, `Spec ${role}`);
  a.ruStartup = await kit.account('startup', 'Русский стартап', 'ru');
}, 60_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A request as a browser's fetch sends it: the JSON content type is set even when the body is empty. */
function send(method: Method, url: string, who: Account | undefined, body: string | undefined, headers: Record<string, string> = {}) {
  return t.app.inject({
    method,
    url,
    headers: { ...(who ? bearer(who.token) : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { payload: body } : {}),
  });
}
const errorsOf = (res: LightMyRequestResponse) => res.json<{ errors?: Record<string, string> }>().errors ?? {};

/** A session ended by the call just made (logout, a deactivation) is opened again for the next one. */
async function keepSignedIn() {
  for (const role of roles) {
    const who = a[role]!;
    const res = await send('GET', '/api/v1/user/info', who, undefined);
    if (res.statusCode === 200) continue;
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, who.id));
    who.token = await login(t, who.email, 'correct-horse-battery');
  }
}

/** Sets every role account's language for the duration of `run`. */
async function speaking(language: 'en' | 'ru', run: () => Promise<void>) {
  const ids = roles.map((r) => a[r]!.id);
  const set = (lang: 'en' | 'ru') => Promise.all(ids.map((id) => t.database.db.update(users).set({ language: lang }).where(eq(users.id, id))));
  await set(language);
  try {
    await run();
  } finally {
    await set('en');
  }
}

/** The URL of a documented call with sampled path and required query values. */
function urlOf(op: InputOperation) {
  const sampler = new Sampler(doc, () => []);
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(sampler.sample(op.pathParams.find((p) => p.name === name)?.schema, `path:${name}`))),
  );
  const query = op.queryParams.filter((p) => p.required).map((p) => `${p.name}=${encodeURIComponent(String(sampler.sample(p.schema, `query:${p.name}`)))}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

/** The first role (or a guest) the call's guard lets through, with its answer. */
async function asAdmitted(op: InputOperation, body: string | undefined, headers: Record<string, string> = {}) {
  const url = urlOf(op);
  let res: LightMyRequestResponse | undefined;
  for (const who of [undefined, ...roles.map((r) => a[r]!)]) {
    res = await send(op.method as Method, url, who, body, headers);
    if (res.statusCode !== 401 && res.statusCode !== 403) return { res, who };
  }
  return { res: res!, who: undefined };
}

/** Whether the documented body may be left out: no body at all, or one that takes null. */
function bodyOptional(op: InputOperation) {
  if (!op.body) return true;
  const schema = new Sampler(doc, () => []).resolve(op.body) as { nullable?: boolean };
  return schema.nullable === true || JSON.stringify(op.body).startsWith('{"nullable":true');
}

describe('an empty JSON body where the spec sends none', () => {
  it('joins a crowdfunding round on POST crowdfunding_invest/{id} with Content-Type application/json and no body text', async () => {
    const round = await rounds.insertRound(a.startup!.id);
    const res = await send('POST', `/api/v1/foundation/crowdfunding_invest/${round.id}`, a.investor, '');
    expect(res.statusCode, res.body).toBe(200);
    expect(backerSchema.parse(res.json())).toMatchObject({ status: 'new', amount: null, founder: { id: a.investor!.id } });
    expect(await rounds.backers(round.id)).toHaveLength(1);
  });

  it('applies to a pilot on POST pilot_dashboard_card_accept/{id} with an empty JSON body, as an application without a question', async () => {
    const { pilotsKit } = await import('./fixtures/pilots.js');
    const pk = pilotsKit(() => t);
    const card = await pk.insertPilot(a.corporate!.id);
    const res = await send('POST', `/api/v1/startup/pilot_dashboard_card_accept/${card.id}`, a.startup, '');
    expect(res.statusCode, res.body).toBe(200);
    expect(pilotCardSchema.parse(res.json()).isReplied).toBe(true);
    const [application] = await t.database.db.select().from(pilotApplications).where(eq(pilotApplications.pilotId, card.id));
    expect(application).toMatchObject({ startupId: a.startup!.id, question: null });
  });

  it('answers every documented call without a body (or with one it may leave out) the same with an empty JSON body as with none', async () => {
    const bodyless = inputOperations(doc).filter((op) => op.method !== 'GET' && bodyOptional(op));
    expect(bodyless.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/foundation/crowdfunding_invest/{id}',
        'POST /api/v1/startup/pilot_dashboard_card_accept/{id}',
        'POST /api/v1/auth/logout',
        'POST /api/v1/manager/managers/{id}/deactivate',
      ]),
    );
    const differences: string[] = [];
    for (const op of bodyless) {
      if (op.path === '/api/v1/files/upload') continue; // multipart only: a JSON body of any kind is not an upload
      // No id in the path: the first call turns the caller's own codes off, so the second meets them off.
      if (op.method === 'DELETE' && op.path === '/api/v1/user/mfa/totp') continue;
      // Ids in the path are fresh, so neither request changes anything the other would meet.
      const { res: empty, who } = await asAdmitted(op, '');
      await keepSignedIn();
      const none = await send(op.method as Method, urlOf(op), who, undefined);
      await keepSignedIn();
      if (empty.statusCode !== none.statusCode || empty.json<{ code?: string }>().code !== none.json<{ code?: string }>().code) {
        differences.push(`${op.method} ${op.path}: empty JSON ${empty.statusCode} ${empty.body.slice(0, 120)} / none ${none.statusCode}`);
      }
      expect(empty.json<{ code?: string }>().code, `${op.method} ${op.path}`).not.toBe('bad_request');
      expect(empty.statusCode, `${op.method} ${op.path}`).toBeLessThan(500);
    }
    expect(differences).toEqual([]);
  }, 120_000);

  it('refuses an empty JSON body where the call needs one with a 400 naming the body, in the caller language', async () => {
    const needing = inputOperations(doc).filter((op) => op.method !== 'GET' && !bodyOptional(op));
    expect(needing.length).toBeGreaterThan(40);
    await speaking('ru', async () => {
      for (const op of needing) {
        const { res } = await asAdmitted(op, '', { 'accept-language': 'ru' });
        await keepSignedIn();
        if (res.statusCode === 404 || res.statusCode === 409) continue; // the section or the record is refused before the body is read
        expect(res.statusCode, `${op.method} ${op.path} ${res.body}`).toBe(400);
        expect(res.json(), `${op.method} ${op.path}`).toMatchObject({
          code: 'validation_failed',
          message: 'Пожалуйста, исправьте ошибки и повторите',
          errors: { body: 'Этому запросу нужно тело в формате JSON' },
        });
      }
    });
  }, 120_000);
});

/** The lists that take `order_by`, with every spelling each documented column is accepted in. */
function orderedLists() {
  return inputOperations(doc)
    .map((op) => ({ op, spellings: ((op.queryParams.find((p) => p.name === 'order_by')?.schema as { enum?: string[] } | undefined)?.enum ?? []) as string[] }))
    .filter(({ spellings }) => spellings.length > 0);
}
const columnOf = (spelling: string) => spelling.replace(/^.*\./, '').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe('order_by in both spellings of the spec', () => {
  it('takes every column of every list as created_at and createdAt, short and qualified by the list entity', () => {
    const lists = orderedLists();
    expect(lists.map(({ op }) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/company-task/list',
        'POST /api/v1/expert/internal-expert/list',
        'GET /api/v1/expert/list',
        'POST /api/v1/startup/{id}/backer/list',
        'POST /api/v1/foundation/crowdfunding/{id}/backer/list',
        'POST /api/v1/startup/crowdfunding_dashboard_list',
        'GET /api/v1/corporate/pilot_dashboard_list',
      ]),
    );
    for (const { op, spellings } of lists) {
      const entity = spellings.find((s) => s.includes('.'))!.split('.')[0]!;
      for (const column of new Set(spellings.map(columnOf))) {
        const camel = column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
        expect(spellings, `${op.path} ${column}`).toEqual(expect.arrayContaining([column, camel, `${entity}.${column}`, `${entity}.${camel}`]));
      }
    }
    expect(lists.find(({ op }) => op.path === '/api/v1/company-task/list')!.spellings).toEqual(
      expect.arrayContaining(['created_at', 'createdAt', 'companyTask.created_at', 'companyTask.createdAt']),
    );
  });

  it('answers every list the same for each spelling of a column, in both directions', async () => {
    const round = await rounds.insertRound(a.startup!.id);
    for (const { op, spellings } of orderedLists()) {
      const body = op.body ? '{}' : undefined;
      const path = op.path.replace('{id}', round.id);
      for (const column of new Set(spellings.map(columnOf))) {
        for (const dir of ['asc', 'DESC']) {
          const answers = new Set<string>();
          for (const spelling of spellings.filter((s) => columnOf(s) === column)) {
            const url = `${path}?take=50&skip=0&order_by=${encodeURIComponent(spelling)}&order_dir=${dir}`;
            let res: LightMyRequestResponse | undefined;
            for (const role of roles) {
              res = await send(op.method as Method, url, op.path.startsWith('/api/v1/startup/{id}') ? a.startup : a[role], body);
              if (res.statusCode !== 403) break;
            }
            expect(res!.statusCode, `${op.method} ${url} ${res!.body}`).toBe(200);
            answers.add(res!.body);
          }
          expect(answers.size, `${op.method} ${op.path} ${column} ${dir}`).toBe(1);
        }
      }
    }
  }, 120_000);

  it('orders the company threads by created_at, the field their answer carries, oldest or newest first', async () => {
    const ids: string[] = [];
    for (const title of ['First question', 'Second question']) {
      const res = await send('POST', '/api/v1/company-task', a.startup, JSON.stringify({ title, text: 'Hello, platform' }));
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json<{ id: string }>().id);
      // Threads started in one instant would tie; the second is clearly later.
      await new Promise((r) => setTimeout(r, 5));
    }
    const order = async (orderBy: string, dir: string) => {
      const res = await send('GET', `/api/v1/company-task/list?take=20&skip=0&order_by=${orderBy}&order_dir=${dir}`, a.startup, undefined);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<{ companyTasks: { id: string }[] }>()
        .companyTasks.map((x) => x.id)
        .filter((id) => ids.includes(id));
    };
    for (const spelling of ['created_at', 'createdAt', 'companyTask.created_at', 'companyTask.createdAt']) {
      expect(await order(spelling, 'ASC'), spelling).toEqual(ids);
      expect(await order(spelling, 'desc'), spelling).toEqual([...ids].reverse());
    }
  });
});

describe('the errors of a 400 in the caller language', () => {
  it('answers a signed-out caller with Accept-Language ru in Russian, in the message and in every field', async () => {
    const res = await send('POST', '/api/v1/auth/send-code/registration', undefined, JSON.stringify({ email: 'not an address' }), { 'accept-language': 'ru' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Пожалуйста, исправьте ошибки и повторите', errors: { email: expect.stringMatching(cyrillic) } });
    const typed = await send('POST', '/api/v1/auth/send-code/registration', undefined, JSON.stringify({ email: 42 }), { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(errorsOf(typed).email).toMatch(cyrillic);
    const english = await send('POST', '/api/v1/auth/send-code/registration', undefined, JSON.stringify({ email: 'not an address' }));
    expect(errorsOf(english).email).toMatch(/^[\x20-\x7e]+$/);
  });

  it('answers a signed-in account whose language is Russian in Russian, whatever its browser asks for', async () => {
    for (const headers of [{}, { 'accept-language': 'en' }] as Record<string, string>[]) {
      const res = await send('GET', '/api/v1/company-task/list?order_by=bogus&order_dir=sideways', a.ruStartup, undefined, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Пожалуйста, исправьте ошибки и повторите',
        errors: { order_by: 'Сортировка по одному из полей: updatedAt, createdAt', order_dir: 'Направление сортировки: asc, desc' },
      });
    }
    const round = await rounds.insertRound(a.startup!.id, { minTicket: 10_000 });
    const ruFund = await kit.account('investor', 'Фонд', 'ru');
    const outOfBounds = await send('POST', `/api/v1/foundation/crowdfunding_invest/${round.id}`, ruFund, JSON.stringify({ amount: 5 }));
    expect(outOfBounds.statusCode).toBe(400);
    expect(Object.values(errorsOf(outOfBounds))).toEqual([expect.stringMatching(/^Сумма должна быть от/)]);
  });

  it('words every field refusal of every call in Russian for a Russian caller', async () => {
    const untranslated: string[] = [];
    let refusals = 0;
    await speaking('ru', async () => {
      for (const op of inputOperations(doc).filter((o) => o.method !== 'GET' && o.body)) {
        const sampler = new Sampler(doc, () => []);
        const fields = Object.keys(sampler.resolve(op.body).properties ?? {});
        // Nothing at all, then every field of a type it cannot take.
        for (const body of [{}, Object.fromEntries(fields.map((f) => [f, [[randomUUID()]]]))]) {
          const { res } = await asAdmitted(op, JSON.stringify(body), { 'accept-language': 'ru' });
          await keepSignedIn();
          if (res.statusCode !== 400) continue;
          for (const [field, text] of Object.entries(errorsOf(res))) {
            refusals++;
            if (!cyrillic.test(text)) untranslated.push(`${op.method} ${op.path} ${field}: ${text}`);
          }
        }
      }
    });
    expect(untranslated).toEqual([]);
    expect(refusals).toBeGreaterThan(200);
  }, 180_000);
});
