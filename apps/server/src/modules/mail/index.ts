/**
 * Foundation: the outbox of letters, for the managers' outbox page.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { outboxRoutes } from './routes.js';
