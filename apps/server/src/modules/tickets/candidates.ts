import { and, eq, inArray, sql } from 'drizzle-orm';
import { offerRolesFor, type Candidate, type ClientTicketType } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, startupProfiles, users } from '../../db/schema/index.js';

export type Focus = { industries: number[]; regions: number[]; countries: number[]; rounds: number[] };

/** What a ticket looks for: the foundation form's focus, or the filing company's own profile. */
export async function ticketFocus(db: Db, ticket: { type: ClientTicketType; ownerId: string; form: unknown }): Promise<Focus> {
  const form = ticket.form as Partial<Focus>;
  if (!ticket.type.startsWith('startup_') && !ticket.type.endsWith('_duedill')) {
    return { industries: form.industries ?? [], regions: form.regions ?? [], countries: form.countries ?? [], rounds: form.rounds ?? [] };
  }
  const [owner] = await db.select().from(companies).where(eq(companies.userId, ticket.ownerId)).limit(1);
  return {
    industries: owner?.industries ?? [],
    regions: owner?.regions ?? [],
    countries: owner?.countryId ? [owner.countryId] : [],
    rounds: owner?.rounds ?? [],
  };
}

const intersect = (column: unknown, values: number[]) =>
  sql<
    number[]
  >`array(select unnest(${column}) intersect select unnest(${sql.raw(`ARRAY[${values.filter((v) => Number.isInteger(v)).join(',') || 'NULL'}]::int[]`)}))`;

/**
 * Companies a ticket could be offered, ranked in SQL: the number of overlapping industries,
 * regions, countries and rounds (expertise for due diligence), then the startup score.
 */
export async function rankCandidates(db: Db, ticket: { id: string; type: ClientTicketType; ownerId: string; form: unknown }, limit = 30): Promise<Candidate[]> {
  const focus = await ticketFocus(db, ticket);
  const roles = offerRolesFor(ticket.type);
  const dd = ticket.type.endsWith('_duedill');
  const industries = intersect(dd ? companies.expertIn : companies.industries, focus.industries);
  const regions = intersect(companies.regions, dd ? [] : focus.regions);
  const rounds = intersect(companies.rounds, dd ? [] : focus.rounds);
  const countries = intersect(sql`array_remove(array[${companies.countryId}]::int[], null)`, dd ? [] : focus.countries);
  const rank = sql<number>`cardinality(${industries}) * 3 + cardinality(${regions}) * 2 + cardinality(${countries}) * 2 + cardinality(${rounds})`.mapWith(
    Number,
  );
  const rows = await db
    .select({
      id: companies.userId,
      name: companies.name,
      role: companies.role,
      score: startupProfiles.intemaScore,
      industries,
      regions,
      rounds,
      countries,
      rank,
      offered: sql<boolean>`exists (select 1 from offers o where o.ticket_id = ${ticket.id} and o.company_id = "companies"."user_id")`,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .leftJoin(startupProfiles, eq(startupProfiles.userId, companies.userId))
    .where(and(inArray(companies.role, roles), eq(users.status, 'active'), sql`${companies.userId} <> ${ticket.ownerId}`))
    .orderBy(sql`${rank} desc`, sql`${startupProfiles.intemaScore} desc nulls last`, companies.name)
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    role: r.role,
    score: r.score ?? null,
    matched: { industries: r.industries ?? [], regions: r.regions ?? [], countries: r.countries ?? [], rounds: r.rounds ?? [] },
    rank: r.rank,
    alreadyOffered: Boolean(r.offered),
  }));
}
