import { timelineEventSchema, type Role, type TimelineEvent } from '@platform/contract';
import type { companyEvents } from '../../db/schema/index.js';
import { displayName } from '../../platform/display-name.js';

type EventRow = Pick<typeof companyEvents.$inferSelect, 'id' | 'kind' | 'subjectType' | 'subjectId' | 'title' | 'data' | 'internal'>;
export type ActorRow = {
  id: string | null;
  role: Role | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
} | null;

/**
 * One entry as the timeline shows it; the actor by its company's name, a manager by name or e-mail.
 * Its facts are read by its kind's schema: a stored fact that no longer fits (a row older than the
 * fact) reads as absent, so an old row never fails the page.
 */
export function presentTimelineEvent(row: EventRow, at: string, actor: ActorRow): TimelineEvent {
  return timelineEventSchema.parse({
    id: row.id,
    kind: row.kind,
    at,
    actor: actor?.id && actor.role ? { id: actor.id, role: actor.role, name: displayName(actor, actor.company) ?? actor.email ?? '' } : null,
    subject: { type: row.subjectType, id: row.subjectId, title: row.title },
    data: row.data,
    internal: row.internal,
  });
}
