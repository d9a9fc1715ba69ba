export { calendarsOf } from './batch.js';
export { meetingRows, meetingsInRange, ticketParties } from './meeting-queries.js';
export { scheduleRoutes } from './routes.js';
export { loadCalendar } from './service.js';
