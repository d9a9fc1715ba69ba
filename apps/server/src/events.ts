import { crowdfundingHandlers } from './modules/crowdfunding/events.js';
import { pilotHandlers } from './modules/pilots/events.js';
import type { EventHandler } from './platform/events/types.js';

/** Every domain event the modules record, with what follows it (the dispatcher's one table). */
export const eventHandlers: Record<string, EventHandler<never>> = {
  ...crowdfundingHandlers,
  ...pilotHandlers,
} as Record<string, EventHandler<never>>;
