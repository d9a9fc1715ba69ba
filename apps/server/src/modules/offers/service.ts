import { and, asc, eq } from 'drizzle-orm';
import type { Offer } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, files, offers, startupProfiles, tickets, users } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { presentFile } from '../files/index.js';
import { recordOfferStep } from './events.js';

/** Offers of a ticket with the offered company's card, oldest first. */
export async function offersOfTicket(db: Db, ticketId: string): Promise<Offer[]> {
  const rows = await db
    .select({
      offer: offers,
      company: { name: companies.name, role: companies.role, website: companies.website, rounds: companies.rounds },
      status: users.status,
      logo: { id: files.id, name: files.name, size: files.size },
      lastFundAmount: startupProfiles.lastFundAmount,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.userId, offers.companyId))
    .innerJoin(users, eq(users.id, offers.companyId))
    .leftJoin(files, eq(files.id, companies.logoFileId))
    .leftJoin(startupProfiles, eq(startupProfiles.userId, offers.companyId))
    .where(eq(offers.ticketId, ticketId))
    .orderBy(asc(offers.createdAt), asc(offers.id));
  return rows.map((r) => ({
    id: r.offer.id,
    created_at: r.offer.createdAt.toISOString(),
    interesting: r.offer.interesting,
    isNew: !r.offer.isViewed,
    company: {
      id: r.offer.companyId,
      title: r.company.name,
      deleted: r.status === 'deleted',
      logo: r.logo ? presentFile(r.logo) : null,
      last_fund_amount: r.lastFundAmount ?? null,
      round: r.company.rounds[0] ?? null,
      website: r.company.website,
      role: r.company.role,
    },
  }));
}

/** The ticket owner's side of offers: reading them, answering interest, marking them seen. */
export function createOfferService(db: Db) {
  async function ownedTicket(ownerId: string, ticketId: string) {
    const [row] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), eq(tickets.ownerId, ownerId)))
      .limit(1);
    if (!row) throw notFound();
  }

  return {
    async list(ownerId: string, ticketId: string): Promise<Offer[]> {
      await ownedTicket(ownerId, ticketId);
      return offersOfTicket(db, ticketId);
    },

    /** Stores the owner's answer: true, false, or null to clear (the web computes the toggle). */
    async answer(ownerId: string, offerId: string, interesting: boolean | null) {
      const [row] = await db
        .select({ offerId: offers.id, ticketId: offers.ticketId, companyId: offers.companyId, type: tickets.type, before: offers.interesting })
        .from(offers)
        .innerJoin(tickets, eq(tickets.id, offers.ticketId))
        .where(and(eq(offers.id, offerId), eq(tickets.ownerId, ownerId)))
        .limit(1);
      if (!row) throw notFound();
      const updated = await db.transaction(async (tx) => {
        const [saved] = await tx.update(offers).set({ interesting, isViewed: true }).where(eq(offers.id, offerId)).returning();
        await recordOfferStep(tx, {
          kind: 'offer.answered',
          offerId,
          ticketId: row.ticketId,
          ticketType: row.type,
          ownerId,
          companyId: row.companyId,
          actorId: ownerId,
          data: { ticketId: row.ticketId, interesting, before: row.before },
        });
        return saved;
      });
      return { id: updated!.id, interesting: updated!.interesting, isViewed: updated!.isViewed };
    },

    /** Opening an offered company's profile from the ticket marks the offer seen; answers its quote. */
    async viewFromTicket(ownerId: string, ticketId: string, companyId: string) {
      const [row] = await db
        .select({ id: offers.id })
        .from(offers)
        .innerJoin(tickets, eq(tickets.id, offers.ticketId))
        .where(and(eq(offers.ticketId, ticketId), eq(offers.companyId, companyId), eq(tickets.ownerId, ownerId)))
        .limit(1);
      if (!row) throw notFound();
      const [updated] = await db.update(offers).set({ isViewed: true }).where(eq(offers.id, row.id)).returning();
      return { id: updated!.id, interesting: updated!.interesting, isViewed: updated!.isViewed };
    },
  };
}
export type OfferService = ReturnType<typeof createOfferService>;
