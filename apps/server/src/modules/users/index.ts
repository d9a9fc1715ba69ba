/**
 * Domain: accounts, their settings and preferences, deletion.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { accountHandlers, recordAccountEvent, recordAccountStep } from './events.js';
export { accountPolicy } from './policy.js';
export { preferenceRoutes } from './preference-routes.js';
export { isEmailTaken } from './queries.js';
export { userRoutes } from './routes.js';
export { createUserService, type UserService } from './service.js';
