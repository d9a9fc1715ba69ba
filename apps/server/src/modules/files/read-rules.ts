import { and, eq, exists, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FilePurpose } from '@platform/contract';
import type { Db } from '../../db/client.js';
import {
  companies,
  crowdfundBackers,
  crowdfundUpdateFiles,
  crowdfundUpdates,
  crowdfunds,
  expertDuedills,
  reportFiles,
  reports,
  startupProfiles,
  threadPostFiles,
  threadPosts,
  threads,
  tickets,
  users,
} from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { sectionHidden } from '../../platform/sections.js';
import { updateReachedSql } from '../crowdfunding/news-reach.js';
import { expertReadsClientWhere } from '../duediligence/client-access.js';

/**
 * One reason a signed-in account other than the uploader may download a file: a single SQL
 * existence check on where the file is shown, or null when this account is never among the
 * readers. Each rule mirrors the screen that shows the file, so a file downloads for exactly the
 * people that screen is for. Managers and the uploader read every file (see `canRead`).
 */
type ReadRule = (db: Db, reader: AuthUser, fileId: string) => SQL | null;

const one = { one: sql`1` };
const live = ne(users.status, 'deleted');
const clientTicket = alias(tickets, 'client_ticket');
const roundStartup = alias(users, 'round_startup');

/** A logo in use by a company that is not deleted: logos appear wherever the company does. */
const companyLogo: ReadRule = (db, _reader, fileId) =>
  exists(
    db
      .select(one)
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(and(eq(companies.logoFileId, fileId), live)),
  );

/**
 * A startup's pitch deck and unit economy, on its profile: for investors and corporates, and for
 * an expert company while it reads the startup's profile as its client.
 */
const startupProfileFile: ReadRule = (db, reader, fileId) => {
  if (reader.role !== 'investor' && reader.role !== 'corporate' && reader.role !== 'expert') return null;
  return exists(
    db
      .select(one)
      .from(startupProfiles)
      .innerJoin(users, eq(users.id, startupProfiles.userId))
      .where(
        and(
          or(eq(startupProfiles.pitchDeckFileId, fileId), eq(startupProfiles.unitEconomyFileId, fileId)),
          live,
          reader.role === 'expert' ? expertReadsClientWhere(db, reader.id, startupProfiles.userId) : undefined,
        ),
      ),
  );
};

/**
 * A round's pitch deck, on the round's view: for every company that reads that view, i.e. a
 * startup, investor or corporate with crowdfunding shown, while the round is active or finished
 * and its startup active (as `visibleRound` decides; a round under moderation is its startup's).
 */
const roundPitchDeck: ReadRule = (db, reader, fileId) => {
  if (reader.role !== 'startup' && reader.role !== 'investor' && reader.role !== 'corporate') return null;
  if (sectionHidden(reader, 'crowdfunding')) return null;
  return exists(
    db
      .select(one)
      .from(crowdfunds)
      .innerJoin(roundStartup, eq(roundStartup.id, crowdfunds.startupId))
      .where(and(eq(crowdfunds.pitchDeckFileId, fileId), inArray(crowdfunds.status, ['active', 'finished']), eq(roundStartup.status, 'active'))),
  );
};

/**
 * A round update's files, with the update: for the round's backers the update reaches, as the
 * updates list decides (`updateReachedSql`; the startup posted them, so it is their uploader),
 * unless the startup is deleted or the reader's crowdfunding section is hidden.
 */
const roundUpdateFile: ReadRule = (db, reader, fileId) => {
  if (sectionHidden(reader, 'crowdfunding')) return null;
  return exists(
    db
      .select(one)
      .from(crowdfundUpdateFiles)
      .innerJoin(crowdfundUpdates, eq(crowdfundUpdates.id, crowdfundUpdateFiles.updateId))
      .innerJoin(crowdfunds, eq(crowdfunds.id, crowdfundUpdates.crowdfundId))
      .innerJoin(roundStartup, eq(roundStartup.id, crowdfunds.startupId))
      .innerJoin(crowdfundBackers, and(eq(crowdfundBackers.crowdfundId, crowdfunds.id), eq(crowdfundBackers.backerId, reader.id)))
      .where(and(eq(crowdfundUpdateFiles.fileId, fileId), ne(roundStartup.status, 'deleted'), updateReachedSql(crowdfundUpdates.createdAt))),
  );
};

/** A thread's attachments, in the thread: for the thread's company. */
const threadAttachment: ReadRule = (db, reader, fileId) =>
  exists(
    db
      .select(one)
      .from(threadPostFiles)
      .innerJoin(threadPosts, eq(threadPosts.id, threadPostFiles.postId))
      .innerJoin(threads, eq(threads.id, threadPosts.threadId))
      .where(and(eq(threadPostFiles.fileId, fileId), eq(threads.companyId, reader.id))),
  );

/** An approved report's files, with the report: for the client whose application it answers. */
const approvedReportFile: ReadRule = (db, reader, fileId) =>
  exists(
    db
      .select(one)
      .from(reportFiles)
      .innerJoin(reports, eq(reports.id, reportFiles.reportId))
      .innerJoin(expertDuedills, eq(expertDuedills.ticketId, reports.ticketId))
      .innerJoin(clientTicket, eq(clientTicket.id, expertDuedills.clientTicketId))
      .where(and(eq(reportFiles.fileId, fileId), eq(reports.status, 'approved'), eq(clientTicket.ownerId, reader.id))),
  );

/**
 * The rules of each purpose; a purpose left out is read by its uploader and managers only (an
 * application's files, an expert company's presentation: no screen shows them to anybody else).
 * An internal expert's photo is uploaded as a logo but is no company's logo: only its expert
 * company (the uploader) and managers see it.
 */
export const readRules: Partial<Record<FilePurpose, readonly ReadRule[]>> = {
  logo: [companyLogo],
  pitch_deck: [startupProfileFile, roundPitchDeck],
  unit_economy: [startupProfileFile],
  crowdfunding_update: [roundUpdateFile],
  message_attachment: [threadAttachment],
  report: [approvedReportFile],
};
