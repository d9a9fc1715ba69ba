/**
 * Domain: corporates' pilots, applications to them, runs and pilot records.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { pilotHandlers } from './events.js';
export { pilotJobs } from './jobs.js';
export { pilotRecordRoutes } from './record-routes.js';
export { pilotRoutes } from './routes.js';
