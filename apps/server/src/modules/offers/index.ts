/**
 * Domain: the companies offered on an application, and their answers.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { offerHandlers, recordOfferStep } from './events.js';
export { offerRoutes } from './routes.js';
export { createOfferService, offersOfTicket } from './service.js';
