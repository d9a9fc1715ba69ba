export { outboxRoutes } from './routes.js';
