import { and, eq, notExists } from 'drizzle-orm';
import { DELETED_COMPANY_NAME } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { companies, files, internalExperts, investorProfiles, startupProfiles, threadPostFiles, ticketFiles } from '../../db/schema/index.js';

/**
 * Empties a deleted account's company: the row stays for the tickets and offers that point at it,
 * named "Deleted company" with every text and choice cleared; the startup or investor profile row
 * goes, and so do an expert company's internal experts (people's names and photos) and the
 * account's files, except those a ticket's form or a thread's post attached (those records stay
 * whole for the managers). Answers the storage keys of the removed files, to delete once
 * the transaction has committed.
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
    .where(
      and(
        eq(files.ownerId, userId),
        notExists(tx.select({ id: ticketFiles.fileId }).from(ticketFiles).where(eq(ticketFiles.fileId, files.id))),
        notExists(tx.select({ id: threadPostFiles.fileId }).from(threadPostFiles).where(eq(threadPostFiles.fileId, files.id))),
      ),
    )
    .returning({ key: files.storageKey });
  return removed.map((r) => r.key);
}
