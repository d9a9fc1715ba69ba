export { accountHandlers, recordAccountEvent, recordAccountStep } from './events.js';
export { accountPolicy } from './policy.js';
export { preferenceRoutes } from './preference-routes.js';
export { isEmailTaken } from './queries.js';
export { userRoutes } from './routes.js';
export { createUserService, type UserService } from './service.js';
