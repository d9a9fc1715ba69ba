export { companyAccountRoutes } from './account-routes.js';
export { auditRoutes } from './audit-routes.js';
export { companyListRoutes } from './list-routes.js';
export { managersRoutes } from './managers-routes.js';
