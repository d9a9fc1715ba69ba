export { companyProfileRoutes } from './company-routes.js';
export { refreshVerification } from './evidence.js';
export { expertProfileRoutes } from './expert-routes.js';
export { profileFileRules } from './file-rules.js';
export { profilePolicy } from './policy.js';
export { startupProfileRoutes } from './startup-routes.js';
