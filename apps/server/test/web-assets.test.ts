import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

/**
 * A built web app in miniature, laid out as `vite build` leaves it: each text file with the brotli
 * and gzip copies the build writes beside it.
 */
const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const page =
  `<!doctype html><html lang="en"><head><title>Venture Platform</title>${'<meta name="x" content="y" />'.repeat(40)}</head><body><div ` +
  `id="root"></div></body></html>`;

function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCopies(path.join(dist, 'assets', 'entry-Ab12Cd34.js'), script);
  writeWithCopies(path.join(dist, 'index.html'), page);
  // The build writes a source map beside each script; it stays on disk for error reports.
  writeFileSync(path.join(dist, 'assets', 'entry-Ab12Cd34.js.map'), JSON.stringify({ version: 3, sources: ['src/secret-logic.ts'], mappings: '' }));
  t = await startTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const asset = (acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url: '/assets/entry-Ab12Cd34.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, cached for good', async () => {
    const res = await asset('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await asset('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself when no compression is accepted', async () => {
    for (const res of [await asset(), await asset('identity')]) {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.body).toBe(script);
    }
  });

  it('answers a page address with the compressed index.html, which the browser revalidates on every visit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });
});

describe('source maps', () => {
  it('are not served, however the address is written, while their script is', async () => {
    for (const url of ['/assets/entry-Ab12Cd34.js.map', '/assets/entry-Ab12Cd34.js%2Emap', '/assets/./entry-Ab12Cd34.js.map']) {
      for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('secret-logic');
      }
    }
    expect((await asset()).statusCode).toBe(200);
  });
});

describe('paths the server owns', () => {
  it('answer 404 rather than the web app where nothing serves them', async () => {
    // No METRICS_TOKEN here: a scraper must not read the app's page as if it were metrics.
    for (const url of ['/metrics', '/metrics/', '/metrics?name=x', '/api/v1/nothing-here', '/socket.io/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ code: string }>().code, url).toBe('not_found');
    }
    // A page whose name merely begins like one of them is still the app's.
    expect((await t.app.inject({ method: 'GET', url: '/metrics-overview' })).statusCode).toBe(200);
  });
});
