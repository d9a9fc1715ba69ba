import { eq } from 'drizzle-orm';
import type { KiisVersionList, Language } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { crowdfunds } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { createCrowdfundingCardService, type Reader } from './card-service.js';
import { currentKiis, kiisVersion, kiisVersions, sha256, snapshotOf, storeKiisVersion, type KiisPorts, type KiisRow } from './kiis.js';
import { renderKiisPdf, type KiisSnapshot } from './kiis-pdf.js';
import { roundPolicy } from './policy.js';

const kiisNotFound = () => new AppError(404, 'kiis_not_found');

/** A sheet to send: its bytes, their SHA-256, and its version (null for a preview). */
export type KiisPdf = { pdf: Buffer; sha256: string; version: number | null };

/** Reading a round's sheet: who may (the round's readers), which version, and the preview before the round opens. */
export function createKiisService(db: Db, ports: KiisPorts) {
  const cards = createCrowdfundingCardService(db);

  /**
   * The current version, or version 1 made now for a round opened before sheets existed: the
   * round's lock makes two first readers make one version (the second finds it).
   */
  async function current(roundId: string): Promise<KiisRow> {
    const existing = await currentKiis(db, roundId);
    if (existing) return existing;
    return db.transaction(async (tx) => {
      await tx.select({ id: crowdfunds.id }).from(crowdfunds).where(eq(crowdfunds.id, roundId)).limit(1).for('update');
      return (await currentKiis(tx, roundId)) ?? storeKiisVersion(tx, ports, roundId);
    });
  }

  async function stored(row: KiisRow, language: Language): Promise<KiisPdf> {
    const pdf = await renderKiisPdf(row.snapshot as KiisSnapshot, language);
    // Made again from the snapshot, the bytes are those whose fingerprint was stored; the header is what was sent.
    return { pdf, sha256: sha256(pdf), version: row.version };
  }

  return {
    async pdf(roundId: string, reader: Reader, version: number | undefined, language: Language): Promise<KiisPdf> {
      const round = await cards.visibleRound(roundId, reader);
      const live = round.status === 'active' || round.status === 'finished';
      if (version !== undefined) {
        const row = await kiisVersion(db, roundId, version);
        if (!row) throw kiisNotFound();
        return stored(row, language);
      }
      if (live) return stored(await current(roundId), language);
      // A round under moderation or declined: its startup and the managers read what version 1 would state.
      if (!roundPolicy.previewKiis(reader, round)) throw kiisNotFound();
      const [row] = await db.select().from(crowdfunds).where(eq(crowdfunds.id, roundId)).limit(1);
      const pdf = await renderKiisPdf(await snapshotOf(db, ports, row!, 0, new Date()), language);
      return { pdf, sha256: sha256(pdf), version: null };
    },

    async versions(roundId: string, reader: Reader): Promise<KiisVersionList> {
      await cards.visibleRound(roundId, reader);
      return { versions: await kiisVersions(db, roundId) };
    },
  };
}
