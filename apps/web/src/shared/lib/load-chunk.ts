/** A screen's code that has not arrived after this long counts as failed (spec part 2, section 8). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A screen's code (a chunk of the build) could not be loaded: it took too long, or the request failed. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * Runs a dynamic import, failing with a ChunkLoadError when it fails or has not answered within
 * `timeoutMs`: on a connection that stalls, a lazy screen would otherwise show its loader forever.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs / 1000} s`)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(error instanceof Error ? error.message : 'Loading chunk failed', { cause: error }));
      },
    );
  });
}

/** Whether a screen's error is a failed code load, which only a reload can mend (a new release replaced the files, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  // A lazy import that escaped loadChunk: browsers word these differently.
  return error instanceof TypeError && /dynamically imported module|module script failed/i.test(error.message);
}
