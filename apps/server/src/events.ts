import { crowdfundingHandlers } from './modules/crowdfunding/events/index.js';
import { dueDiligenceHandlers } from './modules/duediligence/events.js';
import { meetingHandlers } from './modules/meetings/events.js';
import { messageHandlers } from './modules/messages/events.js';
import { offerHandlers } from './modules/offers/events.js';
import { pilotHandlers } from './modules/pilots/events.js';
import { ticketHandlers } from './modules/tickets/events.js';
import { accountHandlers } from './modules/users/events.js';
import type { EventHandler } from './platform/events/types.js';

/** Each module's handler set, by module: `docs/architecture.md` lists them, and a test holds the two together. */
export const handlersByModule: Record<string, Record<string, EventHandler<never>>> = {
  users: accountHandlers,
  crowdfunding: crowdfundingHandlers,
  meetings: meetingHandlers,
  messages: messageHandlers,
  pilots: pilotHandlers,
  tickets: ticketHandlers,
  offers: offerHandlers,
  duediligence: dueDiligenceHandlers,
} as Record<string, Record<string, EventHandler<never>>>;

/** Every domain event the modules record, with what follows it (the dispatcher's one table). */
export const eventHandlers: Record<string, EventHandler<never>> = Object.assign({}, ...Object.values(handlersByModule));
