import { offerRolesFor, type ClientTicketStatus, type ClientTicketType, type ExpertTicketStatus } from '@platform/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/dist/db/client.js';
import { handbookIds } from '../../apps/server/dist/seed/demo.js';
import { generateTicketForm } from '../../apps/server/dist/seed/demo-tickets.js';
import { faker } from '../../apps/server/dist/seed/generators.js';
import { companies, expertDuedills, internalExperts, offers, tickets } from '../../apps/server/dist/db/schema/index.js';
import { BATCH, DEMO_SHARE, timed, type Log } from './populate-batches.js';

const STATUS_WEIGHTS: [ClientTicketStatus, number][] = [
  ['registred', 25],
  ['signing_agreement', 15],
  ['searching', 20],
  ['waiting_confirm', 15],
  ['deal', 8],
  ['success', 10],
  ['cancelled', 7],
];
const OFFERED = new Set<ClientTicketStatus>(['waiting_confirm', 'deal', 'success']);
/** Every this-many generated ticket (the fifth, tenth, …) is an expert ticket rather than an application. */
const EXPERT_SHARE = 5;
const EXPERT_STATUS_WEIGHTS: [ExpertTicketStatus, number][] = [
  ['due_wait_resp', 20],
  ['due_work_approval', 10],
  ['due_in_due', 20],
  ['due_accept_work', 10],
  ['due_change_req', 5],
  ['due_success', 25],
  ['due_cancel', 10],
];
/** Statuses in which the expert company has named the internal expert doing the work. */
const STAFFED = new Set<ExpertTicketStatus>(['due_in_due', 'due_accept_work', 'due_change_req', 'due_success']);
const DAY_MS = 86_400_000;

/** How many of `count` generated tickets are expert tickets. */
export const expertTicketsOf = (count: number) => Math.floor(count / EXPERT_SHARE);
/** The application types each role files. */
export const TYPES_OF = {
  startup: ['startup_investment', 'startup_pilot', 'startup_duedill'],
  investor: ['investor_investment', 'investor_pilot', 'investor_duedill'],
  corporate: ['corporate_investment', 'corporate_pilot', 'corporate_duedill'],
} as const satisfies Record<string, readonly ClientTicketType[]>;
const DUE_DILIGENCE_TYPES: ClientTicketType[] = ['startup_duedill', 'investor_duedill', 'corporate_duedill'];

function weightedStatus(): ClientTicketStatus {
  return faker.helpers.weightedArrayElement(STATUS_WEIGHTS.map(([value, weight]) => ({ value, weight })));
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Applications spread over the generated companies, one in a hundred the demo investor's; every
 * fifth ticket is an expert ticket instead, serving a client's due-diligence application, owned by
 * a generated expert company or, one in a hundred, the demo expert company.
 * Returns how many expert tickets were generated and how many of them the demo expert company got.
 */
export async function populateTickets(
  database: Database,
  count: number,
  demo: { investor: string; expert: string; manager: string },
  staff: Map<string, string[]>,
  log: Log,
): Promise<{ generated: number; demoExpert: number }> {
  const ids = await handbookIds(database.db);
  const byRole = new Map<string, string[]>();
  for (const row of await database.db.select({ id: companies.userId, role: companies.role }).from(companies)) {
    const list = byRole.get(row.role);
    if (list) list.push(row.id);
    else byRole.set(row.role, [row.id]);
  }
  const of = (role: string) => byRole.get(role) ?? [];
  const experts = [...staff.keys()];
  const demoStaff = (
    await database.db
      .select({ id: internalExperts.id })
      .from(internalExperts)
      .where(sql`${internalExperts.companyId} = ${demo.expert}`)
  ).map((r) => r.id);
  // The clients' due-diligence applications an expert ticket can serve: the demo seed's, then the generated ones.
  const dueDiligence = (await database.db.select({ id: tickets.id }).from(tickets).where(inArray(tickets.type, DUE_DILIGENCE_TYPES))).map((r) => r.id);
  const since = Date.now() - 2 * 365 * DAY_MS;
  const someday = () => new Date(since + Math.floor(faker.number.float({ min: 0, max: 1 }) * (Date.now() - since)));
  const made = { generated: 0, demoExpert: 0 };
  await timed(log, 'applications and expert tickets', count, async (progress) => {
    for (let done = 0; done < count; done += BATCH) {
      const size = Math.min(BATCH, count - done);
      const clientRows: (typeof tickets.$inferInsert & { type: ClientTicketType; status: ClientTicketStatus })[] = [];
      const expertAt: number[] = [];
      for (let i = done; i < done + size; i++) {
        if (i % EXPERT_SHARE === EXPERT_SHARE - 1) {
          expertAt.push(i);
          continue;
        }
        const isDemo = i % DEMO_SHARE === 0;
        const role = isDemo
          ? 'investor'
          : faker.helpers.weightedArrayElement([
              { value: 'startup' as const, weight: 6 },
              { value: 'investor' as const, weight: 2 },
              { value: 'corporate' as const, weight: 2 },
            ]);
        const type = faker.helpers.arrayElement(TYPES_OF[role]);
        const ownerId = isDemo ? demo.investor : faker.helpers.arrayElement(of(role));
        const status = weightedStatus();
        const form = generateTicketForm(type, ids, `contact-${i}@clients.example`);
        const createdAt = someday();
        clientRows.push({
          type,
          ownerId,
          status,
          form,
          createdAt,
          updatedAt: createdAt,
          expire: typeof form.expire === 'string' ? form.expire : null,
          coInvestment: form.agree_co_investment === true,
        });
      }
      await database.db.transaction(async (tx) => {
        const inserted = clientRows.length > 0 ? await tx.insert(tickets).values(clientRows).returning({ id: tickets.id }) : [];
        const offered = clientRows.flatMap((r, i) => {
          if (r.type.endsWith('_duedill')) dueDiligence.push(inserted[i]!.id);
          if (!OFFERED.has(r.status)) return [];
          const pool = of(offerRolesFor(r.type)[0]!);
          return faker.helpers.arrayElements(pool, Math.min(2, pool.length)).map((companyId, n) => ({
            ticketId: inserted[i]!.id,
            companyId,
            interesting: r.status !== 'waiting_confirm' && n === 0 ? true : null,
            isViewed: r.status !== 'waiting_confirm' && n === 0,
          }));
        });
        if (offered.length > 0) await tx.insert(offers).values(offered);
        if (expertAt.length === 0 || dueDiligence.length === 0) return;

        const work = expertAt.map((i) => {
          const isDemo = Math.floor(i / EXPERT_SHARE) % DEMO_SHARE === 0;
          const ownerId = isDemo ? demo.expert : faker.helpers.arrayElement(experts);
          const status = faker.helpers.weightedArrayElement(EXPERT_STATUS_WEIGHTS.map(([value, weight]) => ({ value, weight })));
          const createdAt = someday();
          const interesting = status === 'due_wait_resp' ? null : status === 'due_cancel' ? faker.datatype.boolean() : true;
          const team = isDemo ? demoStaff : (staff.get(ownerId) ?? []);
          return {
            ticket: {
              type: 'expert_duedill' as const,
              ownerId,
              status,
              form: {},
              expire: isoDay(new Date(createdAt.getTime() + 14 * DAY_MS)),
              createdAt,
              updatedAt: createdAt,
            },
            dd: {
              clientTicketId: faker.helpers.arrayElement(dueDiligence),
              timeline: `${faker.number.int({ min: 2, max: 8 })} weeks`,
              startDate: isoDay(new Date(createdAt.getTime() + 7 * DAY_MS)),
              fee: faker.number.int({ min: 10, max: 200 }) * 500,
              interesting,
              answeredAt: interesting === null ? null : new Date(createdAt.getTime() + 5 * 3_600_000),
              internalExpertId: STAFFED.has(status) && team.length > 0 ? faker.helpers.arrayElement(team) : null,
              viewedAt: status === 'due_wait_resp' && faker.datatype.boolean() ? null : createdAt,
              sentBy: demo.manager,
            },
            isDemo,
          };
        });
        const sent = await tx
          .insert(tickets)
          .values(work.map((w) => w.ticket))
          .returning({ id: tickets.id });
        await tx.insert(expertDuedills).values(work.map((w, i) => ({ ...w.dd, ticketId: sent[i]!.id })));
        made.generated += work.length;
        made.demoExpert += work.filter((w) => w.isDemo).length;
      });
      progress(done + size);
    }
  });
  return made;
}
