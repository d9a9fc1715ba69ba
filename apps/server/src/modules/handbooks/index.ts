export { referenceData } from './reference-data.js';
export { handbookRoutes } from './routes.js';
export { checkHandbookIds, type HandbookCheck } from './service.js';
