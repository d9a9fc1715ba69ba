/**
 * Domain: the startups list investors and corporates browse.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { startupListRoutes } from './routes.js';
