export { pilotHandlers } from './events.js';
export { pilotJobs } from './jobs.js';
export { pilotRecordRoutes } from './record-routes.js';
export { pilotRoutes } from './routes.js';
