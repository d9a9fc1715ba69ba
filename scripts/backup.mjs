// `npm run backup` and `npm run restore`: builds the server if needed, then backs up or restores
// the database and the stored files (apps/server/src/cli/backup.ts).
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

await ensureInstalled();
await ensureBuilt();
process.exit(await run(process.execPath, [path.join(root, 'apps/server/dist/cli/backup.js'), ...process.argv.slice(2)]));
