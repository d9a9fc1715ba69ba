export { meetingHandlers } from './events.js';
export { calendarFeedRoutes } from './feed-routes.js';
export { managerMeetingReadRoutes } from './manager-routes.js';
export { meetingRoutes } from './routes.js';
