import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase, requestLimitProblem } from './db/client.js';
import { FolderInUseError } from './db/folder-lock.js';
import { prepareDatabase, SchemaBehindError } from './prepare.js';
import { demoAccounts, DEMO_PASSWORD } from './seed/demo.js';
import { demoManagerKey } from './seed/demo-second-factor.js';
import { openStorage } from './platform/storage.js';
import { isManager } from './platform/policy.js';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // A refused configuration is the operator's to fix: its message, not a stack trace.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
const database = await openDatabase(config).catch((err: unknown) => {
  // Another server on the same embedded database: one line saying what to do, not a stack trace.
  if (!(err instanceof FolderInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
});
// The demo's approved reports get their stored PDF versions as they are seeded, so `/verify` knows them at once.
const seedStorage = config.seedDemo ? await openStorage(config) : undefined;
const pdf = seedStorage ? { storage: seedStorage, publicUrl: config.publicUrl } : undefined;
const secondFactor = { requiredRoles: config.mfaRequiredRoles, sessionSecret: config.sessionSecret };
const { seeded } = await prepareDatabase(database, { seedDemo: config.seedDemo, migrate: config.migrate, pdf, secondFactor }).catch(async (err: unknown) => {
  seedStorage?.close?.();
  if (!(err instanceof SchemaBehindError)) throw err;
  // Refused, not crashed: the operator reads one line saying what to do, not a stack trace.
  console.error(err.message);
  await database.close();
  process.exit(1);
});

seedStorage?.close?.();

const app = await buildApp(config, database);
app.addHook('onClose', () => database.close());
// Requests still run without the statement limit: worth a warning, not a refused start.
const limitProblem = await requestLimitProblem(database).catch((err: unknown) => `statement_timeout not read: ${String(err)}`);
if (limitProblem) app.log.warn(limitProblem);

// A failed promise nobody awaited (a background step meeting a lost database connection, say) is
// one operation's failure, not a broken process: it is logged and the server keeps serving.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

const close = () =>
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
// SIGTERM is an orchestrator taking the process out: readiness turns 503 at once so the balancer
// stops sending new requests, and the server closes after the grace, finishing what it holds.
// SIGINT is a person at the terminal, who wants it gone now.
process.once('SIGTERM', () => {
  app.lifecycle.startDraining();
  app.log.info(`SIGTERM: draining, closing in ${config.shutdownGraceSeconds} s`);
  setTimeout(close, config.shutdownGraceSeconds * 1000);
});
process.once('SIGINT', () => {
  app.log.info('SIGINT: closing');
  void close();
});

await app.listen({ port: config.port, host: config.host });
const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
const lines = [
  '',
  `  Web app      ${address}/`,
  `  API docs     ${address}/api/docs`,
  `  Database     ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL (DATABASE_URL)'}`,
];
if (config.seedDemo) {
  lines.push(`  Demo data    ${seeded ? 'seeded now' : 'present'}; every demo account uses the password "${DEMO_PASSWORD}":`);
  for (const a of demoAccounts) lines.push(`               ${a.role.padEnd(10)} ${a.email}`);
  // Managers must have a second factor: the demo manager's published key, for an authenticator app.
  const manager = demoAccounts.find((a) => isManager(a));
  const key = manager ? await demoManagerKey(database.db, manager.email, config.sessionSecret) : null;
  if (key) {
    lines.push(`  Demo manager second factor: add this key to an authenticator app, then sign in with its code`);
    lines.push(`               key ${key.secret}`);
    lines.push(`               ${key.otpauthUrl}`);
  }
}
if (!config.webDist) lines.push('  Web app not built: run `npm run build` (npm start does it for you).');
console.log(lines.join('\n') + '\n');
