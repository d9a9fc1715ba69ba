import {
  TICKET_STEPS_TOTAL,
  normaliseStatus,
  ticketStep,
  ticketStepTone,
  type ClientTicketType,
  type StepTone,
  type TicketListItem,
  type TicketStatus,
} from '@platform/contract';
import { serviceOf, type ServiceKind } from './form-kinds';

/** What a card (and the view's header) shows of an application. */
export interface TicketCardModel {
  id: string;
  type: ClientTicketType;
  service: ServiceKind;
  status: TicketStatus | 'unknown';
  step: { current: number; total: number; tone: StepTone };
  /** When the application was filed (ISO), and the expiry of its form (`yyyy-MM-dd`) if any. */
  filed: string;
  expire: string | null;
  counters: { messages: number; offers: number; newOffers: number; tasks: number };
  crowdfunding: boolean;
  coInvestment: boolean;
}

/** Spec part 2, section 3 ("Application card") out of a list item. */
export function ticketCard(item: TicketListItem): TicketCardModel {
  const type = item.type_ticket as ClientTicketType;
  return {
    id: item.id,
    type,
    service: serviceOf(type),
    status: normaliseStatus(item.status),
    step: { current: ticketStep(item.status), total: TICKET_STEPS_TOTAL, tone: ticketStepTone(item.status) },
    filed: item.date,
    expire: item.expire,
    counters: {
      messages: item.messages_count,
      offers: item.offers_count,
      newOffers: item.new_offers,
      tasks: item.new_ticket_tasks,
    },
    crowdfunding: item.is_crowdfunding,
    coInvestment: item.co_investment,
  };
}
