import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, gt, or, sql, sum } from 'drizzle-orm';
import { fileKinds, fileRules, MB, type FilePurpose, type FileRef } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError, multipartFailure } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage.js';
import { checkFile, cleanName, nameForKind } from './inspect.js';
import { filePolicy } from './policy.js';
import type { ReadRules } from './read-rules.js';

export type FileRow = typeof files.$inferSelect;
export type Uploader = { userId: string } | { signupCodeId: string };

/** Files answer as `{id, name, path, size}`; `path` is the download address. */
export function presentFile(row: Pick<FileRow, 'id' | 'name' | 'size'>): FileRef {
  return { id: row.id, name: row.name, path: `/api/v1/files/${row.id}`, size: row.size };
}

const uploaderIs = (uploader: Uploader) => ('userId' in uploader ? eq(files.ownerId, uploader.userId) : eq(files.signupCodeId, uploader.signupCodeId));

export function createFileService(db: Db, storage: Storage, limits: { dailyBytes: number }, readRules: ReadRules = {}) {
  /** Bytes the uploader stored in the last 24 hours (the `(owner, created_at)` index answers it). */
  async function usedToday(uploader: Uploader): Promise<number> {
    const [row] = await db
      .select({ bytes: sum(files.size).mapWith(Number) })
      .from(files)
      .where(and(uploaderIs(uploader), gt(files.createdAt, sql`now() - interval '24 hours'`)));
    return row?.bytes ?? 0;
  }
  const overQuota = () => new AppError(429, 'upload_quota_exceeded', undefined, { mb: String(Math.floor(limits.dailyBytes / MB)) });

  return {
    /** Refuses before any byte is read when the uploader has used up the day's volume. */
    async checkQuota(uploader: Uploader): Promise<void> {
      if ((await usedToday(uploader)) >= limits.dailyBytes) throw overQuota();
    },

    /** Streams an upload to disk, checks its bytes against the purpose's rule, then records it. */
    async upload(purpose: FilePurpose, stream: Readable & { truncated?: boolean }, filename: string, uploader: Uploader): Promise<FileRef> {
      const rule = fileRules[purpose];
      const temp = path.join(storage.tempDir, randomUUID());
      let size = 0;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      try {
        // The parser may have failed the file before it was handed over (the whole body arrived at once).
        if (stream.errored) throw multipartFailure(stream.errored);
        const disk = createWriteStream(temp);
        // Whichever side fails first passes its error to the other; a body that broke off is the caller's fault, a disk that failed is ours.
        let firstFailure: 'body' | 'disk' | undefined;
        stream.once('error', () => (firstFailure ??= 'body'));
        disk.once('error', () => (firstFailure ??= 'disk'));
        await pipeline(stream, disk).catch((err: unknown) => {
          throw firstFailure === 'body' ? multipartFailure(err) : err;
        });
        if (stream.truncated) throw new AppError(413, 'payload_too_large', { file: 'file_too_large' }, { mb: String(Math.round(rule.maxBytes / MB)) });
        const given = cleanName(filename);
        const checked = await checkFile(temp, given, size, rule);
        if ('error' in checked) throw new AppError(400, 'file_invalid', { file: checked.error }, checked.params);
        // Counted again with this file's size: several uploads may have been in flight at once.
        if ((await usedToday(uploader)) + size > limits.dailyBytes) throw overQuota();
        const name = nameForKind(given, checked.kind);
        const id = randomUUID();
        await storage.putFile(id, temp);
        try {
          const [row] = await db
            .insert(files)
            .values({
              id,
              purpose,
              name,
              mime: fileKinds[checked.kind],
              size,
              storageKey: id,
              ownerId: 'userId' in uploader ? uploader.userId : null,
              signupCodeId: 'signupCodeId' in uploader ? uploader.signupCodeId : null,
            })
            .returning();
          return presentFile(row!);
        } catch (err) {
          await storage.remove(id);
          throw err;
        }
      } finally {
        await rm(temp, { force: true });
      }
    },

    async find(id: string): Promise<FileRow | null> {
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      return row ?? null;
    },

    read: (row: FileRow) => storage.read(row.storageKey),

    /**
     * Who may download a file: its uploader and managers, and whoever a purpose's rules (the
     * domains' `fileReadRules`, joined by the app) admit (one existence query for all of them). An unattached upload stays the
     * uploader's, and nothing of a deleted company is shown to others.
     */
    async canRead(actor: AuthUser, file: FileRow): Promise<boolean> {
      if (filePolicy.readAlways(actor, file)) return true;
      const reasons = (readRules[file.purpose] ?? []).map((rule) => rule(db, actor, file.id)).filter((c) => c !== null);
      if (!reasons.length) return false;
      const [row] = await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, file.id), or(...reasons)))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type FileService = ReturnType<typeof createFileService>;

/**
 * Checks, inside a transaction, that a file given by id may be attached as `purpose` by this
 * uploader, and hands it to `ownerId`. Answers the file id.
 */
export async function claimFile(tx: Tx, fileId: string, purpose: FilePurpose, uploader: Uploader, ownerId: string, field: string): Promise<string> {
  const [row] = await tx.select().from(files).where(eq(files.id, fileId)).limit(1).for('update');
  const mine = row && ('userId' in uploader ? row.ownerId === uploader.userId : row.signupCodeId === uploader.signupCodeId);
  if (!row || !mine) throw new AppError(400, 'file_invalid', { [field]: 'file_upload_again' });
  if (row.purpose !== purpose) throw new AppError(400, 'file_invalid', { [field]: 'file_other_purpose' });
  await tx.update(files).set({ ownerId, signupCodeId: null }).where(eq(files.id, fileId));
  return row.id;
}
