import { and, eq, ne } from 'drizzle-orm';
import { clientTicketStatuses, type ClientTicketStatus, type ClientTicketType } from '@platform/contract';
import type { Tx } from '../db/client.js';
import { companies, offers, ticketHistory, tickets } from '../db/schema/index.js';
import { faker, type HandbookIds } from './generators.js';

const forward: ClientTicketStatus[] = ['registred', 'signing_agreement', 'searching', 'waiting_confirm', 'deal', 'success'];

/** The statuses a ticket passed through to reach `status` (a cancelled one stops after searching). */
function path(status: ClientTicketStatus): ClientTicketStatus[] {
  if (status === 'cancelled') return ['registred', 'signing_agreement', 'searching', 'cancelled'];
  return forward.slice(0, forward.indexOf(status) + 1);
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A realistic form of the given type, as the contract schema of that type accepts it. */
export function generateTicketForm(type: ClientTicketType, ids: HandbookIds, email: string): Record<string, unknown> {
  const feedback = { feedback_method: 'email', feedback_value: email };
  if (type.endsWith('_duedill')) {
    return {
      type_of_due_dill: faker.helpers.arrayElement(['technical', 'commercial', 'financial', 'full']),
      goals_and_tasks: 'Assess the technology and the team before the next round.',
      ...feedback,
    };
  }
  return {
    countries: faker.helpers.arrayElements(ids.countries, 2),
    industries: faker.helpers.arrayElements(ids.industries, 3),
    regions: faker.helpers.arrayElements(ids.regions, 2),
    rounds: faker.helpers.arrayElements(ids.rounds, 2),
    expire: inDays(60),
    need_investment: { min: 250_000, max: 2_000_000 },
    agree_co_investment: true,
    ...feedback,
  };
}

/**
 * One ticket in every status for each demo company, with its history, and offers where the
 * status needs them (an interesting one from `deal` on).
 */
export async function seedDemoTickets(
  tx: Tx,
  ids: HandbookIds,
  owners: { id: string; role: 'startup' | 'investor' | 'corporate'; email: string }[],
  managerId: string,
) {
  for (const owner of owners) {
    const type: ClientTicketType = owner.role === 'startup' ? 'startup_duedill' : `${owner.role}_investment`;
    const offerRole = type.endsWith('_duedill') ? 'expert' : 'startup';
    const candidates = await tx
      .select({ id: companies.userId })
      .from(companies)
      .where(and(eq(companies.role, offerRole), ne(companies.userId, owner.id)))
      .limit(20);
    for (const [i, status] of clientTicketStatuses.entries()) {
      const steps = path(status);
      const createdAt = new Date(Date.now() - (40 - i * 5) * 86_400_000);
      const form = generateTicketForm(type, ids, owner.email);
      const [ticket] = await tx
        .insert(tickets)
        .values({
          type,
          ownerId: owner.id,
          status,
          form,
          expire: (form.expire as string) ?? null,
          coInvestment: form.agree_co_investment === true,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: tickets.id });
      for (const [k, to] of steps.entries()) {
        await tx.insert(ticketHistory).values({
          ticketId: ticket!.id,
          fromStatus: k === 0 ? null : steps[k - 1]!,
          toStatus: to,
          actorId: k === 0 ? owner.id : managerId,
          comment: to === 'cancelled' ? 'The client withdrew the application.' : null,
          createdAt: new Date(createdAt.getTime() + k * 86_400_000),
        });
      }
      if (steps.includes('waiting_confirm')) {
        for (const [n, company] of faker.helpers.arrayElements(candidates, 2).entries()) {
          const answered = steps.includes('deal') && n === 0;
          // Attached while the manager searched: hours after the search began, before the ticket moved on.
          const attached = new Date(createdAt.getTime() + steps.indexOf('searching') * 86_400_000 + (n + 1) * 3 * 3_600_000);
          await tx.insert(offers).values({
            ticketId: ticket!.id,
            companyId: company.id,
            createdBy: managerId,
            interesting: answered ? true : null,
            isViewed: answered,
            createdAt: attached,
          });
        }
      }
    }
  }
}
