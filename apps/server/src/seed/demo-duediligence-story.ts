import type { ClientTicketStatus, ExpertTicketStatus } from '@platform/contract';

const DAY = 86_400_000;
export const HOUR = 3_600_000;

/*
 * One calendar for every piece of due diligence, counted from the moment the work was sent to the
 * expert company: the client filed three days before and the manager searched the day before; the
 * expert answered within hours, the client confirmed, the work began on day 2, the meetings fall
 * between, the report came on day 10, any change request on day 11, the approval on day 12 and the
 * client's application closed just after it. The report is shared the day after.
 */
export const clientAt: Record<ClientTicketStatus, number> = {
  registred: -3 * DAY,
  signing_agreement: -2 * DAY,
  searching: -DAY,
  waiting_confirm: 8 * HOUR,
  deal: DAY,
  success: 12 * DAY + 2 * HOUR,
  cancelled: DAY,
};
export const expertAt: Record<ExpertTicketStatus, number> = {
  due_wait_resp: 0,
  due_work_approval: 5 * HOUR,
  due_in_due: 2 * DAY,
  due_accept_work: 10 * DAY,
  due_change_req: 11 * DAY,
  due_success: 12 * DAY,
  due_cancel: DAY,
};

/** A report's texts, written about the startup it examined. */
export const reportTexts = (name: string) => ({
  method: `Four interviews with the founders and the engineering lead of ${name}, a review of its code base and cloud set-up, and calls with two customers.`,
  artifacts: [`${name}: architecture overview`, 'Repository and CI access', 'Customer contracts (2)', 'Financial model 2026–2028'],
  conclusion: `${name}'s product is technically sound and ahead of comparable offers in its market; the team can deliver the next 18 months of the roadmap.`,
  risks: `At ${name}, deployment knowledge sits with one engineer. Two customers make up 60% of revenue.`,
  recommendations: `${name} should document and automate deployments before the round and widen the sales pipeline beyond its two anchor customers.`,
});
