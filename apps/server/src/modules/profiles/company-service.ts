import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DELETED_COMPANY_NAME, type corporateProfileBodySchema, type investorProfileBodySchema } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, files, investorProfiles, users } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { isInvestor } from '../../platform/policy.js';
import { presentFile } from '../files/index.js';
import { checkHandbookIds } from '../handbooks/index.js';
import { nextFileId } from './files.js';

type CorporateBody = z.output<typeof corporateProfileBodySchema>;
type InvestorBody = z.output<typeof investorProfileBodySchema>;
/** Which foundation profile a route serves: data about the record, not the caller's permission. */
type FoundationKind = 'corporate' | 'investor';

/** Corporate and investor profiles: the company row, the contact phone, and the investor's focus. */
export function createCompanyProfileService(db: Db) {
  async function load(userId: string, kind: FoundationKind) {
    const [row] = await db
      .select({
        company: companies,
        phone: users.phone,
        status: users.status,
        logo: { id: files.id, name: files.name, size: files.size },
        averageDeal: investorProfiles.averageDeal,
      })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .leftJoin(files, eq(files.id, companies.logoFileId))
      .leftJoin(investorProfiles, eq(investorProfiles.userId, companies.userId))
      .where(eq(companies.userId, userId))
      .limit(1);
    if (!row || row.company.role !== kind) throw notFound();
    // A deleted company shows its name and nothing else, whatever rows are left.
    const deleted = row.status === 'deleted';
    const base = {
      company: deleted ? DELETED_COMPANY_NAME : row.company.name,
      deleted,
      description: deleted ? null : row.company.description,
      phone: deleted ? null : row.phone,
      website: deleted ? null : row.company.website,
      logo_file: row.logo && !deleted ? presentFile(row.logo) : null,
    };
    if (!isInvestor({ role: kind })) return base;
    return {
      ...base,
      average_deal: deleted ? null : (row.averageDeal ?? null),
      focus_on_industries: !deleted && row.company.industries.length ? row.company.industries : null,
      focus_on_stages: !deleted && row.company.rounds.length ? row.company.rounds : null,
    };
  }

  async function save(userId: string, kind: FoundationKind, body: CorporateBody & Partial<InvestorBody>) {
    // Only an investor's profile has a focus and an average deal.
    const investor = isInvestor({ role: kind });
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(companies).where(eq(companies.userId, userId)).limit(1).for('update');
      if (!current) throw notFound();
      if (investor) {
        await checkHandbookIds(tx, [
          { field: 'focus_on_industries', kind: 'industries', ids: body.focus_on_industries ?? [] },
          { field: 'focus_on_stages', kind: 'rounds', ids: body.focus_on_stages ?? [] },
        ]);
      }
      const logoFileId = await nextFileId(tx, current.logoFileId, body.logo_file, 'logo', userId, 'logo_file');
      await tx
        .update(companies)
        .set({
          name: body.company,
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.website !== undefined ? { website: body.website } : {}),
          ...(investor && body.focus_on_industries !== undefined ? { industries: body.focus_on_industries ?? [] } : {}),
          ...(investor && body.focus_on_stages !== undefined ? { rounds: body.focus_on_stages ?? [] } : {}),
          logoFileId,
          updatedAt: new Date(),
        })
        .where(eq(companies.userId, userId));
      if (body.phone !== undefined) await tx.update(users).set({ phone: body.phone, updatedAt: new Date() }).where(eq(users.id, userId));
      if (investor && body.average_deal !== undefined) {
        // Zero means "not stated" on this screen (spec part 1, section 5).
        const averageDeal = body.average_deal ? Math.round(body.average_deal) : null;
        await tx.insert(investorProfiles).values({ userId, averageDeal }).onConflictDoUpdate({ target: investorProfiles.userId, set: { averageDeal } });
      }
    });
    return load(userId, kind);
  }

  return { load, save };
}
