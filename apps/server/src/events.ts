import { closeNoticeHandlers } from './modules/crowdfunding/close-notice.js';
import { crowdfundingHandlers } from './modules/crowdfunding/events.js';
import { roomHandlers } from './modules/crowdfunding/room-events.js';
import { termsHandlers } from './modules/crowdfunding/terms-events.js';
import { questionHandlers } from './modules/crowdfunding/questions-events.js';
import { dueDiligenceHandlers } from './modules/duediligence/events.js';
import { meetingHandlers } from './modules/meetings/events.js';
import { messageHandlers } from './modules/messages/events.js';
import { offerHandlers } from './modules/offers/events.js';
import { pilotHandlers } from './modules/pilots/events.js';
import { ticketHandlers } from './modules/tickets/events.js';
import { accountHandlers } from './modules/users/account-events.js';
import type { EventHandler } from './platform/events/types.js';

/** Every domain event the modules record, with what follows it (the dispatcher's one table). */
export const eventHandlers: Record<string, EventHandler<never>> = {
  ...accountHandlers,
  ...crowdfundingHandlers,
  ...roomHandlers,
  ...termsHandlers,
  ...closeNoticeHandlers,
  ...questionHandlers,
  ...meetingHandlers,
  ...messageHandlers,
  ...pilotHandlers,
  ...ticketHandlers,
  ...offerHandlers,
  ...dueDiligenceHandlers,
} as Record<string, EventHandler<never>>;
