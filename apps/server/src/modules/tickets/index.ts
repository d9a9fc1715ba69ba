/**
 * Domain: applications (tickets), the managers' queue, their moves, candidates and offers.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { ticketFocus } from './candidates.js';
export { expertReadsClientNow, expertReadsClientWhere } from './client-access.js';
export { ticketHandlers } from './events.js';
export { managerTicketRoutes } from './manager-routes.js';
export { createManagerTicketService, type ExpertWorkView } from './manager-service.js';
export { ticketRoutes } from './routes.js';
export { createTicketService } from './service.js';
