import type { FilePurpose } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { claimFile } from '../files/index.js';

/**
 * A file field of a profile form: omitted keeps the current file, null removes it, `{id}` attaches
 * an upload of the caller's (spec part 1, section 4).
 */
export async function nextFileId(
  tx: Tx,
  current: string | null,
  incoming: { id: string } | null | undefined,
  purpose: FilePurpose,
  userId: string,
  field: string,
): Promise<string | null> {
  if (incoming === undefined) return current;
  if (incoming === null) return null;
  if (incoming.id === current) return current;
  return claimFile(tx, incoming.id, purpose, { userId }, userId, field);
}
