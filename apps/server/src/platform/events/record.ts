import type { Tx } from '../../db/client.js';
import { domainEvents } from '../../db/schema/index.js';

/**
 * A module's typed recorder: `recordEvent(tx, type, payload)` writes the event in the write's own
 * transaction, so it exists exactly when the write does. The dispatcher delivers what follows
 * after commit.
 */
export function eventRecorder<M extends Record<string, object>>() {
  return async function recordEvent<K extends keyof M & string>(tx: Tx, type: K, payload: M[K]): Promise<void> {
    await tx.insert(domainEvents).values({ type, payload: payload as Record<string, unknown> });
  };
}
