import { crowdfundingHandlers } from './modules/crowdfunding/events.js';
import { meetingHandlers } from './modules/meetings/events.js';
import { messageHandlers } from './modules/messages/events.js';
import { pilotHandlers } from './modules/pilots/events.js';
import { accountHandlers } from './modules/users/account-events.js';
import type { EventHandler } from './platform/events/types.js';

/** Every domain event the modules record, with what follows it (the dispatcher's one table). */
export const eventHandlers: Record<string, EventHandler<never>> = {
  ...accountHandlers,
  ...crowdfundingHandlers,
  ...meetingHandlers,
  ...messageHandlers,
  ...pilotHandlers,
} as Record<string, EventHandler<never>>;
