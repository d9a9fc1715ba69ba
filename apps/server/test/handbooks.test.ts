import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbooksSchema, type Handbooks } from '@platform/contract';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/v2/handbooks', headers });

describe('GET /api/v2/handbooks', () => {
  it('answers every ISO 3166 country, world regions, 30+ industries and rounds from pre-seed to IPO', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body: Handbooks = handbooksSchema.parse(res.json());
    expect(body.countries.length).toBeGreaterThanOrEqual(249);
    expect(body.countries.find((c) => c.code === 'DE')?.name).toBe('Germany');
    expect(body.regions.find((r) => r.code === '150')?.name).toBe('Europe');
    expect(body.industries.length).toBeGreaterThanOrEqual(30);
    expect(body.rounds[0]?.code).toBe('pre_seed');
    expect(body.rounds.at(-1)?.code).toBe('ipo');
    const ids = [...body.countries, ...body.industries, ...body.regions, ...body.rounds].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names items in Russian for a Russian caller, with the same ids', async () => {
    const en = handbooksSchema.parse((await get()).json());
    const ru = handbooksSchema.parse((await get({ 'accept-language': 'ru' })).json());
    expect(ru.countries.find((c) => c.code === 'DE')?.name).toBe('Германия');
    expect(ru.regions.find((r) => r.code === '150')?.name).toBe('Европа');
    expect(ru.rounds.find((r) => r.code === 'seed')?.name).toBe('Посевной');
    // The same items, each list in alphabetical order of its own language's names.
    expect(ru.countries.map((c) => c.id).sort()).toEqual(en.countries.map((c) => c.id).sort());
    for (const [list, language] of [
      [en.countries, 'en'],
      [ru.countries, 'ru'],
      [en.industries, 'en'],
      [ru.industries, 'ru'],
    ] as const) {
      expect(list.map((item) => item.name)).toEqual(list.map((item) => item.name).sort(new Intl.Collator(language).compare));
    }
    expect(ru.countries.find((c) => c.code === 'RU')?.name).toBe('Россия');
    expect(ru.countries[0]!.name).toBe('Австралия');
  });

  it('carries an ETag so a repeat load costs no body', async () => {
    const first = await get();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('must-revalidate');
    expect(first.headers.vary).toContain('Accept-Language');
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-length'] ?? '0').toBe('0');
    const ru = await get({ 'accept-language': 'ru', 'if-none-match': etag });
    expect(ru.statusCode).toBe(200);
    expect(ru.headers.etag).not.toBe(etag);
  });
});

describe('the API surface', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const [path, method] of [
      ['/api/v1/auth/login', 'post'],
      ['/api/v1/user/signin', 'post'],
      ['/api/v1/auth/logout', 'post'],
      ['/api/v1/user/info', 'get'],
      ['/api/v1/web/section/settings', 'get'],
      ['/api/v2/handbooks', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});
