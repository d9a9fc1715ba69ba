/**
 * Foundation: the reference data (industries, countries, stages ...).
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { referenceData } from './reference-data.js';
export { handbookRoutes } from './routes.js';
export { checkHandbookIds, type HandbookCheck } from './service.js';
