import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

const POLICY =
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

/** What every answer carries, page or API, success or refusal. */
function expectProtected(res: LightMyRequestResponse) {
  expect(res.headers['content-security-policy']).toBe(POLICY);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

let t: TestApp;
let behindProxy: TestApp;
let web: string;
let token: string;

beforeAll(async () => {
  // A built web app in miniature: the page and one hashed asset.
  web = await mkdtemp(path.join(tmpdir(), 'platform-web-'));
  await mkdir(path.join(web, 'assets'));
  await writeFile(
    path.join(web, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
  );
  await writeFile(path.join(web, 'assets', 'index-abc123.js'), 'console.log("app");');
  t = await startTestApp({ webDist: web });
  behindProxy = await startTestApp({ trustProxy: 1 });
  const user = await createUser(t, { role: 'investor' });
  token = await login(t, user.email, user.password);
});
afterAll(async () => {
  await behindProxy.close();
  await t.close();
  await rm(web, { recursive: true, force: true });
});

describe('refused by the headers', () => {
  it('allows no inline or foreign script, no plugin and no framing of any page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cabinet/profile' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const scripts = /(?:^|;)script-src ([^;]*)/.exec(csp)?.[1];
    expect(scripts).toBe("'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps signed-in answers out of every cache, refusals included', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/user/info' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expectProtected(refused);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call', headers: bearer(token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('sends no HSTS over plain HTTP, nor for a forged X-Forwarded-Proto without a trusted proxy', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const forged = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const plain = await behindProxy.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('still works under the headers', () => {
  it('serves the page and its hashed scripts, cached as before', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/cabinet/profile' });
    expectProtected(page);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers signed-in JSON with every header', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
    expectProtected(info);
    expect(info.json()).toMatchObject({ role: 'investor' });
  });

  it('leaves the public handbooks cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expectProtected(res);
  });

  it('serves the API docs page and its document under the same policy', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    expectProtected(docs);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  it('sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const res = await behindProxy.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
