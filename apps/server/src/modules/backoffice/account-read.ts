import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  companyRoles,
  defaultSectionSettings,
  recommendationCategories,
  type CompanyAccount,
  type CompanyRole,
  type Language,
  type UserStatus,
  type WrittenRecommendation,
} from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, startupRecommendations, users } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { countsOf } from './counts.js';
import { companyAccountAbilities, companyAccountPolicy } from './policy.js';

export const companyNotFound = () => new AppError(404, 'company_not_found');

export type CompanyRef = { id: string; role: CompanyRole; status: UserStatus; email: string; language: Language };

/**
 * The company account by id, or 404 `company_not_found` for an unknown id or a manager's account.
 * Inside a transaction, `lock` holds the user row until the write is done.
 */
export async function findCompany(db: Db | Tx, id: string, lock = false): Promise<CompanyRef> {
  const query = db
    .select({ id: users.id, role: users.role, status: users.status, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...companyRoles])))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw companyNotFound();
  return row as CompanyRef;
}

/** A deleted account's settings stay as they were: no sections or recommendations are written for it. */
export function assertNotDeleted(company: CompanyRef): void {
  if (company.status === 'deleted') throw new AppError(409, 'account_deleted');
}

const categoryOrder = new Map(recommendationCategories.map((c, i) => [c, i]));

/** A startup's manager-written recommendations, in the categories' order, with who wrote each. */
async function writtenRecommendations(db: Db, startupId: string): Promise<WrittenRecommendation[]> {
  const rows = await db
    .select({
      category: startupRecommendations.category,
      title: startupRecommendations.title,
      text: startupRecommendations.text,
      updatedAt: startupRecommendations.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(startupRecommendations)
    .leftJoin(users, eq(users.id, startupRecommendations.authorId))
    .where(eq(startupRecommendations.startupId, startupId))
    .orderBy(asc(startupRecommendations.category));
  return rows
    .sort((a, b) => (categoryOrder.get(a.category) ?? 0) - (categoryOrder.get(b.category) ?? 0))
    .map((r) => {
      const name = [r.firstName, r.lastName].filter(Boolean).join(' ').trim();
      return { category: r.category, title: r.title, text: r.text, updated_at: r.updatedAt.toISOString(), author: name || r.email || null };
    });
}

/** What the back office shows of a company's account: the account, what is open for it, its recommendations. */
export async function readCompanyAccount(db: Db, id: string): Promise<CompanyAccount> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      status: users.status,
      blockedReason: users.blockedReason,
      blockedReasonShared: users.blockedReasonShared,
      blockedAt: users.blockedAt,
      language: users.language,
      createdAt: users.createdAt,
      lastSignInAt: users.lastSignInAt,
      lastActiveAt: users.lastActiveAt,
      sectionSettings: users.sectionSettings,
      name: companies.name,
      website: companies.website,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(and(eq(users.id, id), inArray(users.role, [...companyRoles])))
    .limit(1);
  if (!row) throw companyNotFound();
  const [counts, recommendations] = await Promise.all([
    countsOf(db, [id]),
    companyAccountPolicy.recommend(row) ? writtenRecommendations(db, id) : Promise.resolve([]),
  ]);
  return {
    id: row.id,
    role: row.role as CompanyRole,
    name: row.name ?? '',
    email: row.email,
    website: row.website ?? null,
    status: row.status,
    blocked_reason: row.status === 'blocked' ? row.blockedReason : null,
    blocked_reason_shared: row.status === 'blocked' && row.blockedReasonShared,
    blocked_at: row.status === 'blocked' ? (row.blockedAt?.toISOString() ?? null) : null,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    last_active_at: row.lastActiveAt?.toISOString() ?? null,
    section_settings: { ...defaultSectionSettings, ...row.sectionSettings },
    counts: counts.get(id)!,
    recommendations,
    can: companyAccountAbilities(row),
  };
}
