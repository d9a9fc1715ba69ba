export { ticketFocus } from './candidates.js';
export { expertReadsClientNow, expertReadsClientWhere } from './client-access.js';
export { ticketHandlers } from './events.js';
export { managerTicketRoutes } from './manager-routes.js';
export { createManagerTicketService, type ExpertWorkView } from './manager-service.js';
export { ticketRoutes } from './routes.js';
export { createTicketService } from './service.js';
