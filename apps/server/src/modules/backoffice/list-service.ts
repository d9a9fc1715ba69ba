import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type CompanyList, type CompanyListQuery } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';
import { containsPattern } from '../../db/sql.js';
import { countsOf } from './counts.js';

const named = alias(companies, 'named');
const mailed = alias(users, 'mailed');

/**
 * The accounts whose company name, website or e-mail holds the search as a substring, whatever the
 * case: a union of three id sets, each read through its own trigram index (`companies_name_trgm_idx`
 * and `companies_website_trgm_idx` in one bitmap, `users_email_trgm_idx`), instead of an OR across
 * two joined tables that PostgreSQL could only answer by reading every row.
 */
function matchingIds(db: Db, q: string) {
  const pattern = containsPattern(q);
  const byCompany = db
    .select({ id: named.userId })
    .from(named)
    .where(or(ilike(named.name, pattern), ilike(named.website, pattern)));
  const byEmail = db.select({ id: mailed.id }).from(mailed).where(ilike(mailed.email, pattern));
  return byCompany.union(byEmail);
}

/**
 * Sort keys with the id breaking ties. Last activity puts accounts never seen last either way, and
 * newest first walks `users_last_active_idx` (last_active_at desc nulls last, id) forward.
 */
function orderOf(sort: CompanyListQuery['sort'], dir: CompanyListQuery['dir']): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  if (sort === 'name') return [by(companies.name), by(companies.userId)];
  if (sort === 'created') return [by(users.createdAt), by(users.id)];
  return dir === 'asc' ? [sql`${users.lastActiveAt} asc nulls last`, asc(users.id)] : [sql`${users.lastActiveAt} desc nulls last`, asc(users.id)];
}

/**
 * The back office's companies list (DOMAIN.md, Manager back office): every company account of
 * every role and status, searched, filtered, sorted and paged in SQL, with what is open for each
 * company on the page counted in one more statement.
 */
export function createCompanyListService(db: Db) {
  function build(q: CompanyListQuery) {
    const matched = q.q ? matchingIds(db, q.q) : undefined;
    const where = and(
      matched ? inArray(companies.userId, matched) : undefined,
      q.role ? eq(companies.role, q.role) : undefined,
      q.status ? eq(users.status, q.status) : undefined,
    );
    // A search starts from its matches and reads each one's company and account by key; as a
    // filter (`in (…)`) beside the sort, the planner read every company to hash them.
    const found = matched?.as('found');
    const base = db.select({
      id: users.id,
      role: companies.role,
      name: companies.name,
      email: users.email,
      website: companies.website,
      status: users.status,
      createdAt: users.createdAt,
      lastActiveAt: users.lastActiveAt,
    });
    const page = (
      found
        ? base
            .from(found)
            .innerJoin(companies, eq(companies.userId, found.id))
            .innerJoin(users, eq(users.id, companies.userId))
            .where(and(q.role ? eq(companies.role, q.role) : undefined, q.status ? eq(users.status, q.status) : undefined))
        : base.from(companies).innerJoin(users, eq(users.id, companies.userId)).where(where)
    )
      .orderBy(...orderOf(q.sort, q.dir))
      .limit(q.take)
      .offset(q.skip);
    // The account is joined only for the status filter: a company's role and search need no join.
    const counted = db.select({ total: count() }).from(companies);
    const total = q.status ? counted.innerJoin(users, eq(users.id, companies.userId)).where(where) : counted.where(where);
    return { page, total };
  }

  return {
    /** The page and total queries, unrun (the benchmark shows their plans). */
    build,

    async list(q: CompanyListQuery): Promise<CompanyList> {
      const { page, total } = build(q);
      const [rows, counted] = await Promise.all([page, total]);
      const counts = await countsOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        companies: rows.map((r) => ({
          id: r.id,
          role: r.role,
          name: r.name,
          email: r.email,
          website: r.website,
          status: r.status,
          created_at: r.createdAt.toISOString(),
          last_active_at: r.lastActiveAt?.toISOString() ?? null,
          counts: counts.get(r.id)!,
        })),
        total: Number(counted[0]?.total ?? 0),
      };
    },
  };
}
export type CompanyListService = ReturnType<typeof createCompanyListService>;
