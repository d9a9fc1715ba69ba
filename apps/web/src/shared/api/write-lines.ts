/**
 * Writes of one key sent one after another, so the server keeps the last; a read of the key waits
 * for the writes sent before it. A failed write is its caller's to tell: the writes after it and
 * the reads only wait for it to end.
 */
export function createWriteLines<K>() {
  const last = new Map<K, Promise<void>>();
  return {
    write(key: K, send: () => Promise<unknown>): Promise<void> {
      const sent = (last.get(key) ?? Promise.resolve()).then(async () => {
        await send();
      });
      const settled = sent.catch(() => undefined);
      last.set(key, settled);
      void settled.then(() => {
        if (last.get(key) === settled) last.delete(key);
      });
      return sent;
    },
    /** Resolves once every write of `key` sent so far has ended. */
    settled(key: K): Promise<void> {
      return last.get(key) ?? Promise.resolve();
    },
  };
}
