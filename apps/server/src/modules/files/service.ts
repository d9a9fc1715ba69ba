import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq, or } from 'drizzle-orm';
import { fileKinds, fileRules, MB, type FilePurpose, type FileRef, type Role } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, files, startupProfiles } from '../../db/schema/index.js';
import { AppError, multipartFailure } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage.js';
import { checkFile, cleanName } from './inspect.js';

export type FileRow = typeof files.$inferSelect;
export type Uploader = { userId: string } | { signupCodeId: string };

/** Files answer as `{id, name, path, size}`; `path` is the download address. */
export function presentFile(row: Pick<FileRow, 'id' | 'name' | 'size'>): FileRef {
  return { id: row.id, name: row.name, path: `/api/v1/files/${row.id}`, size: row.size };
}


export function createFileService(db: Db, storage: Storage) {
  return {
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
        if (stream.truncated) throw new AppError(413, 'payload_too_large', { file: `The file is larger than ${Math.round(rule.maxBytes / MB)} MB` });
        const name = cleanName(filename);
        const checked = await checkFile(temp, name, size, rule);
        if ('error' in checked) throw new AppError(400, 'file_invalid', { file: checked.error });
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
     * Who may download a file: its uploader and managers; a logo in use by a company, every
     * signed-in user (logos appear wherever the company does). An unattached upload stays the
     * uploader's. Later purposes add their rules here.
     */
    async canRead(actor: { id: string; role: Role }, file: FileRow): Promise<boolean> {
      if (file.ownerId === actor.id || actor.role === 'manager') return true;
      if (file.purpose === 'logo') {
        const [used] = await db.select({ id: companies.userId }).from(companies).where(eq(companies.logoFileId, file.id)).limit(1);
        return Boolean(used);
      }
      // A startup's pitch deck and unit economy are for the investors and corporates who view it.
      if ((file.purpose === 'pitch_deck' || file.purpose === 'unit_economy') && (actor.role === 'investor' || actor.role === 'corporate')) {
        const [used] = await db
          .select({ id: startupProfiles.userId })
          .from(startupProfiles)
          .where(or(eq(startupProfiles.pitchDeckFileId, file.id), eq(startupProfiles.unitEconomyFileId, file.id)))
          .limit(1);
        return Boolean(used);
      }
      return false;
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
  if (!row || !mine) throw new AppError(400, 'file_invalid', { [field]: 'Upload the file again' });
  if (row.purpose !== purpose) throw new AppError(400, 'file_invalid', { [field]: 'This file was uploaded for another field' });
  await tx.update(files).set({ ownerId, signupCodeId: null }).where(eq(files.id, fileId));
  return row.id;
}
