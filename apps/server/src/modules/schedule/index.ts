/**
 * Domain: an expert company's weekly schedule and calendar, with the meetings that fill it.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { calendarsOf } from './batch.js';
export { meetingRows, meetingsInRange, ticketParties } from './meeting-queries.js';
export { scheduleRoutes } from './routes.js';
export { loadCalendar } from './service.js';
