import { and, eq } from 'drizzle-orm';
import { DELETED_COMPANY_NAME } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { companies, files, internalExperts, investorProfiles, startupProfiles } from '../../db/schema/index.js';
import { fileReferences, unreferenced } from '../files/index.js';

/**
 * Empties a deleted account's company: the row stays for the tickets and offers that point at it,
 * named "Deleted company" with every text and choice cleared; the startup or investor profile row
 * goes, and so do an expert company's internal experts (people's names and photos). That leaves
 * the files of the profile (logo, presentation, deck, unit economy, photos) and uploads never
 * attached unused, and those go too. A file some record that stays still uses (a ticket's form, a
 * post, a report, a round or its update) stays with it, as that record's text does: every key to
 * `files` refuses the delete of a file in use. Answers the storage keys of the removed files, to
 * delete once the transaction has committed.
 */
export async function wipeCompany(tx: Tx, userId: string): Promise<string[]> {
  await tx
    .update(companies)
    .set({
      name: DELETED_COMPANY_NAME,
      website: null,
      description: null,
      logoFileId: null,
      presentationFileId: null,
      countryId: null,
      regions: [],
      industries: [],
      rounds: [],
      expertIn: [],
      updatedAt: new Date(),
    })
    .where(eq(companies.userId, userId));
  await tx.delete(startupProfiles).where(eq(startupProfiles.userId, userId));
  await tx.delete(investorProfiles).where(eq(investorProfiles.userId, userId));
  await tx.delete(internalExperts).where(eq(internalExperts.companyId, userId));
  const removed = await tx
    .delete(files)
    .where(and(eq(files.ownerId, userId), ...unreferenced(await fileReferences(tx))))
    .returning({ key: files.storageKey });
  return removed.map((r) => r.key);
}
