// `npm run migrate [-- --seed-demo]`: builds the server if needed, then applies the migrations.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

await ensureInstalled();
await ensureBuilt();
process.exit(await run(process.execPath, [path.join(root, 'apps/server/dist/cli/migrate.js'), ...process.argv.slice(2)]));
