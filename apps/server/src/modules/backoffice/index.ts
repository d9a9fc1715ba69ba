/**
 * Domain: the managers' back office: company accounts, managers, the audit log.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { companyAccountRoutes } from './account-routes.js';
export { auditRoutes } from './audit-routes.js';
export { companyListRoutes } from './list-routes.js';
export { managersRoutes } from './managers-routes.js';
