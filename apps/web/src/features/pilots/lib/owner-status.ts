import { pilotOwnerView, type PilotOwnerView } from '@platform/contract';

/** The badge colour of each status as the owner sees it (spec part 2, section 4). */
export const ownerViewColor: Record<PilotOwnerView, string> = {
  moderation: 'yellow',
  declined: 'red',
  pending: 'blue',
  published: 'teal',
  unknown: 'gray',
};

/**
 * What the owner's status line shows: the mapped status, and for a declined card its reason, or
 * the unknown-reason text when the card came without one.
 */
export function ownerStatusLine(status: string, declineReason: string | null): { view: PilotOwnerView; reason: string | null; reasonUnknown: boolean } {
  const view = pilotOwnerView(status);
  if (view !== 'declined') return { view, reason: null, reasonUnknown: false };
  const reason = declineReason?.trim() ? declineReason.trim() : null;
  return { view, reason, reasonUnknown: reason === null };
}
