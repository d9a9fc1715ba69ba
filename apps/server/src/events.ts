import { crowdfundingHandlers } from './modules/crowdfunding/events.js';
import { dueDiligenceHandlers } from './modules/duediligence/events.js';
import { offerHandlers } from './modules/offers/events.js';
import { pilotHandlers } from './modules/pilots/events.js';
import { ticketHandlers } from './modules/tickets/events.js';
import type { EventHandler } from './platform/events/types.js';

/** Every domain event the modules record, with what follows it (the dispatcher's one table). */
export const eventHandlers: Record<string, EventHandler<never>> = {
  ...crowdfundingHandlers,
  ...pilotHandlers,
  ...ticketHandlers,
  ...offerHandlers,
  ...dueDiligenceHandlers,
} as Record<string, EventHandler<never>>;
