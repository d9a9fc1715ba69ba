/**
 * Domain: expert work on due-diligence applications, reports and their public verification.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { clientReportRoutes } from './client-routes.js';
export { dueDiligenceHandlers } from './events.js';
export { expertTicketRoutes } from './expert-routes.js';
export { reportFileRules } from './file-rules.js';
export { managerDueDiligenceRoutes } from './manager-routes.js';
export { expertWorkView } from './manager-service.js';
export { verifyReportRoutes } from './verify-routes.js';
export { storeNextVersion, type ReportPdfDeps } from './versions.js';
