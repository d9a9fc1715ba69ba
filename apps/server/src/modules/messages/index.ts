/**
 * Domain: threads between companies and the platform's managers.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { messageHandlers } from './events.js';
export { threadFileRules } from './file-rules.js';
export { managerThreadRoutes } from './manager-routes.js';
export { postPlatformNotice } from './posts.js';
export { threadRoutes } from './routes.js';
