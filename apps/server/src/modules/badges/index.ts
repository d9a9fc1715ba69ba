/**
 * Foundation: an account's badge counters (unseen offers and expert tickets, unread threads) and their push.
 * The module's face: the only file other modules and the app import (docs/architecture.md).
 */
export { userEventsOf } from './counts.js';
export { countersPush } from './push.js';
