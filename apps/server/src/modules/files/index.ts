/**
 * Foundation: uploads, downloads and the sweep of unattached uploads; who else reads a file is the domains' to say.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { contentDisposition } from './download.js';
export { fileJobs } from './jobs.js';
export { joinReadRules, one, type ReadRule, type ReadRules } from './read-rules.js';
export { fileReferences, unreferenced } from './references.js';
export { fileRoutes } from './routes.js';
export { claimFile, presentFile } from './service.js';
