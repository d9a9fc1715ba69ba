/**
 * The baseline: a bare Fastify with no plugins, hooks, schemas or database, answering each route
 * from memory with the exact status, headers and body the real server gave. Started by
 * bench/lib/servers.ts as `node --import tsx bench/bare-server.ts` with BARE_FIXTURES (a JSON
 * file written by the benchmark), PORT and HOST.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { parseFixtures } from './lib/types.js';

const fixturesFile = process.env.BARE_FIXTURES;
if (!fixturesFile) throw new Error('BARE_FIXTURES is not set');
const fixtures = parseFixtures(JSON.parse(readFileSync(fixturesFile, 'utf8')) as unknown);

const app = Fastify({ logger: false });
app.get('/__bare/health', async () => ({ ok: true, routes: fixtures.length }));
// One route per method and path; the full URL (query string included) picks the fixture.
const byUrl = new Map(fixtures.map((f) => [`${f.method} ${f.path}`, f]));
const routes = new Set(fixtures.map((f) => `${f.method} ${f.path.split('?')[0]!}`));
for (const route of routes) {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  app.route({
    method,
    url,
    handler: (req, reply) => {
      const fixture = byUrl.get(`${method} ${req.url}`);
      if (!fixture) return reply.status(404).send();
      return reply.status(fixture.status).headers(fixture.headers).send(fixture.body);
    },
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
