// Installs the test, lint and benchmark tools (the `tools` workspace) when `npm start` left them out.
import { ensureInstalled } from './lib.mjs';

await ensureInstalled({ tools: true });
