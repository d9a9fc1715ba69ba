import { createHash } from 'node:crypto';
import { and, desc, eq, or } from 'drizzle-orm';
import type { KiisVerify, KiisVersion, Language, PassportClaim } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, crowdfundKiis, crowdfunds } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { renderKiisPdf, type KiisSnapshot } from './kiis-pdf.js';

/**
 * A startup's passport claims as of `now`. The passport belongs to profiles, a module above this
 * one, so the app passes its reader in (docs/architecture.md, "where a lower module needs a higher one").
 */
export type PassportOf = (db: Db | Tx, startupId: string, now: Date) => Promise<PassportClaim[]>;
/** What making a sheet needs from outside the module: the passport, and the address printed for checking the file. */
export type KiisPorts = { passportOf: PassportOf; publicUrl: string };

export type KiisRow = typeof crowdfundKiis.$inferSelect;
type RoundRow = typeof crowdfunds.$inferSelect;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The round's terms and its startup's passport as a sheet states them now. */
export async function snapshotOf(db: Db | Tx, ports: KiisPorts, round: RoundRow, version: number, now: Date): Promise<KiisSnapshot> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.userId, round.startupId)).limit(1);
  const claims = await ports.passportOf(db, round.startupId, now);
  return {
    round_id: round.id,
    version,
    created_at: now.toISOString(),
    startup: company?.name ?? '',
    investment_min: Number(round.investmentMin),
    investment_max: Number(round.investmentMax),
    min_ticket: round.minTicket === null ? null : Number(round.minTicket),
    conditions_of_deal: round.conditionsOfDeal,
    expire: round.expire,
    verify_url: `${ports.publicUrl}/verify`,
    claims: claims.map((c) => ({
      group: c.group,
      self_value: c.self_value,
      verified_value: c.verified_value,
      source: c.source,
      verifier: c.verifier?.name ?? null,
      verified_at: c.verified_at,
      stale: c.stale,
      withdrawn_at: c.withdrawn?.at ?? null,
    })),
  };
}

/** The newest version of a round's sheet, if any. */
export async function currentKiis(db: Db | Tx, roundId: string): Promise<KiisRow | undefined> {
  const [row] = await db.select().from(crowdfundKiis).where(eq(crowdfundKiis.crowdfundId, roundId)).orderBy(desc(crowdfundKiis.version)).limit(1);
  return row;
}

/**
 * Makes the round's next version from its terms as they now are, in the caller's transaction (the
 * activation or the change of terms it states commits with it or not at all). The caller holds
 * the round's row lock, so two versions of one round cannot take the same number; the unique key
 * would refuse it anyway.
 */
export async function storeKiisVersion(tx: Tx, ports: KiisPorts, roundId: string, now: Date = new Date(), terms: Partial<RoundRow> = {}): Promise<KiisRow> {
  const [round] = await tx.select().from(crowdfunds).where(eq(crowdfunds.id, roundId)).limit(1);
  if (!round) throw new Error(`storeKiisVersion: no round ${roundId}`);
  const version = ((await currentKiis(tx, roundId))?.version ?? 0) + 1;
  // `terms` only where a version states terms the round no longer has: the demo's history.
  const snapshot = await snapshotOf(tx, ports, { ...round, ...terms }, version, now);
  const [en, ru] = await Promise.all([renderKiisPdf(snapshot, 'en'), renderKiisPdf(snapshot, 'ru')]);
  const [row] = await tx
    .insert(crowdfundKiis)
    .values({ crowdfundId: roundId, version, snapshot, sha256En: sha256(en), sha256Ru: sha256(ru), createdAt: now })
    .returning();
  return row!;
}

/**
 * The sheet version a joining backer says it read must be the current one. The round is then held
 * in share mode, so a change of terms (which takes it for update) cannot make a newer version
 * before the join commits; joins without a version take no lock, as before.
 */
export async function acknowledgedKiis(tx: Tx, roundId: string, version: number | undefined): Promise<KiisRow | null> {
  if (version === undefined) return null;
  await tx.select({ id: crowdfunds.id }).from(crowdfunds).where(eq(crowdfunds.id, roundId)).limit(1).for('share');
  const current = await currentKiis(tx, roundId);
  if (current?.version !== version)
    throw new AppError(400, 'kiis_version_outdated', { kiis_version: 'kiis_version_outdated' }, { current: String(current?.version ?? 0) });
  return current;
}

/** The round's versions, newest first. */
export async function kiisVersions(db: Db, roundId: string): Promise<KiisVersion[]> {
  const rows = await db.select().from(crowdfundKiis).where(eq(crowdfundKiis.crowdfundId, roundId)).orderBy(desc(crowdfundKiis.version));
  return rows.map((r, i) => ({ version: r.version, created_at: r.createdAt.toISOString(), sha256: { en: r.sha256En, ru: r.sha256Ru }, current: i === 0 }));
}

/** One stored version of a round's sheet. */
export async function kiisVersion(db: Db, roundId: string, version: number): Promise<KiisRow | undefined> {
  const [row] = await db
    .select()
    .from(crowdfundKiis)
    .where(and(eq(crowdfundKiis.crowdfundId, roundId), eq(crowdfundKiis.version, version)))
    .limit(1);
  return row;
}

/** The stored fingerprint of a version in a language. */
export const kiisSha256 = (row: KiisRow, language: Language) => (language === 'ru' ? row.sha256Ru : row.sha256En);

/**
 * The public check's half for sheets (due diligence's verify asks it through this module's face):
 * which version of which round's sheet, in which language, has this fingerprint; undefined when none.
 */
export async function kiisByFingerprint(db: Db, fingerprint: string): Promise<KiisVerify | undefined> {
  const [row] = await db
    .select({ kiis: crowdfundKiis, startup: companies.name })
    .from(crowdfundKiis)
    .innerJoin(crowdfunds, eq(crowdfunds.id, crowdfundKiis.crowdfundId))
    .leftJoin(companies, eq(companies.userId, crowdfunds.startupId))
    .where(or(eq(crowdfundKiis.sha256En, fingerprint), eq(crowdfundKiis.sha256Ru, fingerprint)))
    .limit(1);
  if (!row) return undefined;
  const current = await currentKiis(db, row.kiis.crowdfundId);
  return {
    round_id: row.kiis.crowdfundId,
    // The name the sheet states, as it was when the version was made.
    startup: (row.kiis.snapshot as KiisSnapshot).startup ?? row.startup ?? '',
    version: row.kiis.version,
    language: row.kiis.sha256Ru === fingerprint ? 'ru' : 'en',
    created_at: row.kiis.createdAt.toISOString(),
    current: current?.version === row.kiis.version,
  };
}
