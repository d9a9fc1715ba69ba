export { recordTimeline, type TimelineEntry, type TimelineStep } from './record.js';
export { timelineRoutes } from './routes.js';
