export { startupListRoutes } from './routes.js';
