export { contentDisposition } from './download.js';
export { fileJobs } from './jobs.js';
export { joinReadRules, one, type ReadRule, type ReadRules } from './read-rules.js';
export { fileReferences, unreferenced } from './references.js';
export { fileRoutes } from './routes.js';
export { claimFile, presentFile } from './service.js';
