import lockfile from 'proper-lockfile';

/** A lock not renewed for this long belongs to a process that ended without removing it. */
const STALE_MS = 30_000;
/**
 * How long a start waits for the folder: a restart that overlaps the last process's shutdown gets
 * it when that process has closed the database; one after a crash, when the crashed lock is stale.
 */
const FOLDER_WAIT_MS = STALE_MS + 10_000;

/** Another process holds the embedded database's folder. */
export class FolderInUseError extends Error {}

/**
 * Holds the embedded database's folder for this process until the returned release is called (or
 * the process ends). Two PGlite instances over the same files each keep pages in memory and write
 * them over the other's: rows vanish, or the database stops answering. The lock is a directory
 * beside the folder (`db.lock`), renewed while the process runs and removed when it ends, so the
 * lock itself never needs cleaning up by hand.
 */
export async function lockFolder(dir: string, waitMs = FOLDER_WAIT_MS): Promise<() => Promise<void>> {
  const seconds = Math.ceil(waitMs / 1000);
  try {
    return await lockfile.lock(dir, {
      stale: STALE_MS,
      retries: { retries: seconds, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      // Renewal is late only when this process's event loop was blocked for half a minute; the
      // folder is still this process's own, so that is said rather than ended mid-write.
      onCompromised: (err) => console.error(`the lock of ${dir} was not renewed in time: ${err.message}`),
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    throw new FolderInUseError(
      `${dir} is in use by another server process (waited ${seconds} s): stop that process first, or give this one a DATA_DIR of its own`,
    );
  }
}
