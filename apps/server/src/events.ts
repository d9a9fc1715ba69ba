import { crowdfundingHandlers } from './modules/crowdfunding/index.js';
import { dueDiligenceHandlers } from './modules/duediligence/index.js';
import { meetingHandlers } from './modules/meetings/index.js';
import { messageHandlers } from './modules/messages/index.js';
import { offerHandlers } from './modules/offers/index.js';
import { pilotHandlers } from './modules/pilots/index.js';
import { ticketHandlers } from './modules/tickets/index.js';
import { signinHandlers } from './modules/sessions/index.js';
import { accountHandlers } from './modules/users/index.js';
import type { EventHandler } from './platform/events/types.js';

/** Each module's handler set, by module: `docs/architecture.md` lists them, and a test holds the two together. */
export const handlersByModule: Record<string, Record<string, EventHandler<never>>> = {
  users: accountHandlers,
  sessions: signinHandlers,
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
