/**
 * Domain: company, startup and expert profiles, the startup's passport and its verified evidence.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { companyProfileRoutes } from './company-routes.js';
export { refreshVerification } from './evidence.js';
export { expertProfileRoutes } from './expert-routes.js';
export { profileFileRules } from './file-rules.js';
export { passportClaimsOf } from './passport.js';
export { startupProfileRoutes } from './startup-routes.js';
