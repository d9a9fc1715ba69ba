// `npm run manager:create -- --email ...`: builds the server if needed, then creates a manager account.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

await ensureInstalled();
await ensureBuilt();
process.exit(await run(process.execPath, [path.join(root, 'apps/server/dist/cli/manager-create.js'), ...process.argv.slice(2)]));
