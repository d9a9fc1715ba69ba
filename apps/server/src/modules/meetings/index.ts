/**
 * Domain: meetings between expert companies and their clients, invites and the calendar feed.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { meetingHandlers } from './events.js';
export { calendarFeedRoutes } from './feed-routes.js';
export { managerMeetingReadRoutes } from './manager-routes.js';
export { meetingRoutes } from './routes.js';
