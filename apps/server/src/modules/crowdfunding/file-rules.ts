import { and, eq, exists, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { crowdfundBackers, crowdfundUpdateFiles, crowdfundUpdates, crowdfunds, users } from '../../db/schema/index.js';
import { sectionHidden } from '../../platform/sections.js';
import { one, type ReadRule, type ReadRules } from '../files/index.js';
import { updateReachedSql } from './news-reach.js';
import { roundPolicy } from './policy.js';

const roundStartup = alias(users, 'round_startup');

/**
 * A round's pitch deck, on the round's view: for every company that reads that view, i.e. a
 * startup, investor or corporate with crowdfunding shown, while the round is active or finished
 * and its startup active (as `visibleRound` decides; a round under moderation is its startup's).
 */
const roundPitchDeck: ReadRule = (db, reader, fileId) => {
  if (!roundPolicy.readRoundPages(reader)) return null;
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

/** Who reads the files a round shows. */
export const roundFileRules: ReadRules = { pitch_deck: [roundPitchDeck], crowdfunding_update: [roundUpdateFile] };
