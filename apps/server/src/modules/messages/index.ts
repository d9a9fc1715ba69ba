export { messageHandlers } from './events.js';
export { threadFileRules } from './file-rules.js';
export { managerThreadRoutes } from './manager-routes.js';
export { postPlatformNotice } from './posts.js';
export { threadRoutes } from './routes.js';
