/**
 * Foundation: timeline entries and the feed that reads them.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { recordTimeline, type TimelineEntry, type TimelineStep } from './record.js';
export { timelineRoutes } from './routes.js';
