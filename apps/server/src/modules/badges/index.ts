export { userEventsOf } from './counts.js';
export { countersPush } from './push.js';
