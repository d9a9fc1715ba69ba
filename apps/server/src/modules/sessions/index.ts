/**
 * Foundation: an account's sessions (listed, ended one by one or all at once) and its sign-in log
 * (every attempt, the new-device letter).
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { deviceKey, deviceName, maskIp, type ClientMeta } from './device.js';
export { signinHandlers } from './events.js';
export { sessionRoutes } from './routes.js';
export { createSessionService, revokeSessions, type SessionService } from './service.js';
export { createSigninLog, type SigninAttempt, type SigninLog } from './signin-log.js';
