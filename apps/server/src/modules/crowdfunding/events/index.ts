import { closeNoticeHandlers } from './close-notice.js';
import { questionHandlers } from './questions.js';
import { roomHandlers } from './room.js';
import { roundHandlers } from './rounds.js';
import { termsHandlers } from './terms.js';

export * from './close-notice.js';
export * from './questions.js';
export * from './room.js';
export * from './rounds.js';
export * from './terms.js';

/** Every crowdfunding event with what follows it: rounds and backings, notices, terms, rooms, questions. */
export const crowdfundingHandlers = {
  ...roundHandlers,
  ...roomHandlers,
  ...termsHandlers,
  ...closeNoticeHandlers,
  ...questionHandlers,
};
