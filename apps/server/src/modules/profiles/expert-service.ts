import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { expertProfileBodySchema, InternalExpert, internalExpertBodySchema, InternalExpertListItem } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/sql.js';
import { companies, files, internalExperts, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { isExpertCompany } from '../../platform/policy.js';
import { presentFile } from '../files/index.js';
import { checkHandbookIds } from '../handbooks/index.js';
import { calendarsOf } from '../schedule/index.js';
import { nextFileId } from './files.js';

type ExpertBody = z.output<typeof expertProfileBodySchema>;
type InternalBody = z.output<typeof internalExpertBodySchema>;
export type ExpertListQuery = {
  take: number;
  skip: number;
  order_by?: 'createdAt' | 'name' | 'surname' | undefined;
  order_dir?: 'asc' | 'desc' | undefined;
  search: string;
};

const presentation = alias(files, 'presentation');

export function createExpertProfileService(db: Db) {
  async function load(userId: string) {
    const [row] = await db
      .select({
        company: companies,
        user: { firstName: users.firstName, lastName: users.lastName, position: users.position },
        logo: { id: files.id, name: files.name, size: files.size },
        presentation: { id: presentation.id, name: presentation.name, size: presentation.size },
      })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .leftJoin(files, eq(files.id, companies.logoFileId))
      .leftJoin(presentation, eq(presentation.id, companies.presentationFileId))
      .where(eq(companies.userId, userId))
      .limit(1);
    if (!row || !isExpertCompany(row.company)) throw notFound();
    return {
      company_name: row.company.name,
      description: row.company.description,
      expert_in: row.company.expertIn,
      name: row.user.firstName,
      surname: row.user.lastName,
      position_in_company: row.user.position,
      website: row.company.website,
      logo_file: row.logo ? presentFile(row.logo) : null,
      presentation_pitch: row.presentation ? presentFile(row.presentation) : null,
    };
  }

  async function save(userId: string, body: ExpertBody) {
    await db.transaction(async (tx) => {
      const [company] = await tx.select().from(companies).where(eq(companies.userId, userId)).limit(1).for('update');
      if (!company) throw notFound();
      await checkHandbookIds(tx, [{ field: 'expert_in', kind: 'industries', ids: body.expert_in }]);
      const logoFileId = await nextFileId(tx, company.logoFileId, body.logo_file, 'logo', userId, 'logo_file');
      const presentationFileId = await nextFileId(
        tx,
        company.presentationFileId,
        body.presentation_pitch,
        'expert_presentation_pitch',
        userId,
        'presentation_pitch',
      );
      await tx
        .update(companies)
        .set({
          name: body.company_name,
          expertIn: body.expert_in,
          logoFileId,
          presentationFileId,
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.website !== undefined ? { website: body.website } : {}),
          updatedAt: new Date(),
        })
        .where(eq(companies.userId, userId));
      await tx
        .update(users)
        .set({ firstName: body.name, lastName: body.surname, position: body.position_in_company, updatedAt: new Date() })
        .where(eq(users.id, userId));
    });
    return load(userId);
  }

  return { load, save };
}

/** Internal experts of one expert company; every call is scoped to the caller's company. */
export function createInternalExpertService(db: Db) {
  const columns = {
    expert: internalExperts,
    photo: { id: files.id, name: files.name, size: files.size },
  };
  const present = (row: { expert: typeof internalExperts.$inferSelect; photo: { id: string; name: string; size: number } | null }): InternalExpert => ({
    id: row.expert.id,
    name: row.expert.name,
    surname: row.expert.surname,
    expert_in: row.expert.expertIn,
    logo_file: row.photo ? presentFile(row.photo) : null,
    createdAt: row.expert.createdAt.toISOString(),
  });

  async function get(companyId: string, id: string): Promise<InternalExpert> {
    const [row] = await db
      .select(columns)
      .from(internalExperts)
      .leftJoin(files, eq(files.id, internalExperts.photoFileId))
      .where(and(eq(internalExperts.id, id), eq(internalExperts.companyId, companyId)))
      .limit(1);
    if (!row) throw notFound();
    return present(row);
  }

  return {
    get,

    async list(companyId: string, q: ExpertListQuery): Promise<{ experts: InternalExpertListItem[]; total: number }> {
      const term = q.search ? containsPattern(q.search) : null;
      const where = and(
        eq(internalExperts.companyId, companyId),
        term
          ? or(
              ilike(internalExperts.name, term),
              ilike(internalExperts.surname, term),
              ilike(sql`${internalExperts.name} || ' ' || ${internalExperts.surname}`, term),
            )
          : undefined,
      );
      const dir = q.order_dir === 'asc' ? asc : desc;
      const order =
        q.order_by === 'name'
          ? [dir(internalExperts.name), dir(internalExperts.surname)]
          : q.order_by === 'surname'
            ? [dir(internalExperts.surname), dir(internalExperts.name)]
            : [q.order_dir === 'asc' ? asc(internalExperts.createdAt) : desc(internalExperts.createdAt)];
      const [rows, [{ total } = { total: 0 }], [company]] = await Promise.all([
        db
          .select(columns)
          .from(internalExperts)
          .leftJoin(files, eq(files.id, internalExperts.photoFileId))
          .where(where)
          .orderBy(...order, asc(internalExperts.id))
          .limit(q.take)
          .offset(q.skip),
        db.select({ total: count() }).from(internalExperts).where(where),
        db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, companyId)).limit(1),
      ]);
      // The page's calendars and meetings in one batch by the page's ids (no query per expert).
      const calendars = await calendarsOf(
        db,
        rows.map((r) => r.expert.id),
        company?.timeZone ?? 'UTC',
        companyId,
      );
      return { experts: rows.map((r) => ({ ...present(r), ...calendars.get(r.expert.id)! })), total: Number(total) };
    },

    async create(companyId: string, body: InternalBody): Promise<InternalExpert> {
      const id = await db.transaction(async (tx) => {
        await checkHandbookIds(tx, [{ field: 'expert_in', kind: 'industries', ids: body.expert_in }]);
        const photoFileId = await nextFileId(tx, null, body.logo_file, 'logo', companyId, 'logo_file');
        const [row] = await tx
          .insert(internalExperts)
          .values({ companyId, name: body.name, surname: body.surname, expertIn: body.expert_in, photoFileId })
          .returning({ id: internalExperts.id });
        return row!.id;
      });
      return get(companyId, id);
    },

    async update(companyId: string, id: string, body: InternalBody): Promise<InternalExpert> {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(internalExperts)
          .where(and(eq(internalExperts.id, id), eq(internalExperts.companyId, companyId)))
          .limit(1)
          .for('update');
        if (!current) throw notFound();
        await checkHandbookIds(tx, [{ field: 'expert_in', kind: 'industries', ids: body.expert_in }]);
        const photoFileId = await nextFileId(tx, current.photoFileId, body.logo_file, 'logo', companyId, 'logo_file');
        await tx
          .update(internalExperts)
          .set({ name: body.name, surname: body.surname, expertIn: body.expert_in, photoFileId, updatedAt: new Date() })
          .where(eq(internalExperts.id, id));
      });
      return get(companyId, id);
    },

    async remove(companyId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(internalExperts)
        .where(and(eq(internalExperts.id, id), eq(internalExperts.companyId, companyId)))
        .returning({ id: internalExperts.id });
      if (deleted.length === 0) throw new AppError(404, 'not_found');
    },
  };
}
