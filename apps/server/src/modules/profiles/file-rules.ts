import { and, eq, exists, ne, or } from 'drizzle-orm';
import { companies, startupProfiles, users } from '../../db/schema/index.js';
import { one, type ReadRule, type ReadRules } from '../files/index.js';
import { expertReadsClientWhere } from '../tickets/index.js';
import { profilePolicy } from './policy.js';

const live = ne(users.status, 'deleted');

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
  if (!profilePolicy.readProfileFiles(reader)) return null;
  return exists(
    db
      .select(one)
      .from(startupProfiles)
      .innerJoin(users, eq(users.id, startupProfiles.userId))
      .where(
        and(
          or(eq(startupProfiles.pitchDeckFileId, fileId), eq(startupProfiles.unitEconomyFileId, fileId)),
          live,
          profilePolicy.readingHangsOnWork(reader) ? expertReadsClientWhere(db, reader.id, startupProfiles.userId) : undefined,
        ),
      ),
  );
};

/**
 * Who reads the files a profile shows. An internal expert's photo is uploaded as a logo but is no
 * company's logo: only its expert company (the uploader) and managers see it.
 */
export const profileFileRules: ReadRules = { logo: [companyLogo], pitch_deck: [startupProfileFile], unit_economy: [startupProfileFile] };
