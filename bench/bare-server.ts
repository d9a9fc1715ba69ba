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
for (const fixture of fixtures) {
  const body = fixture.body;
  app.route({
    method: fixture.method,
    url: fixture.path,
    handler: (_req, reply) => {
      reply.status(fixture.status).headers(fixture.headers).send(body);
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
