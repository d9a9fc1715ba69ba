export { offerHandlers, recordOfferStep } from './events.js';
export { offerRoutes } from './routes.js';
export { createOfferService, offersOfTicket } from './service.js';
