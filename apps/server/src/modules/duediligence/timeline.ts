import { eq } from 'drizzle-orm';
import type { TimelineKind } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { tickets } from '../../db/schema/index.js';
import { recordTimeline } from '../timeline/record.js';

type Step = {
  kind: Extract<TimelineKind, 'duediligence.sent' | 'duediligence.status' | 'report.submitted' | 'report.reviewed'>;
  expertTicketId: string;
  clientTicketId: string;
  expertId: string;
  actorId: string;
  data: Record<string, string | number | boolean | null>;
  /**
   * Whether the client company sees the step: the sending, the manager's moves and an approved
   * report; the expert's answers, drafts and change requests stay between the expert and managers.
   */
  clientSees: boolean;
};

/**
 * A due-diligence step on both timelines it concerns: the expert company's (its expert ticket)
 * and the client's (its own application), both titled with the client's application type.
 */
export async function recordDueDiligenceStep(tx: Tx, step: Step): Promise<string | null> {
  const [client] = await tx.select({ ownerId: tickets.ownerId, type: tickets.type }).from(tickets).where(eq(tickets.id, step.clientTicketId)).limit(1);
  const title = client?.type ?? null;
  await recordTimeline(tx, [
    { companyId: step.expertId, kind: step.kind, actorId: step.actorId, subject: { type: 'expert_ticket', id: step.expertTicketId, title }, data: { ...step.data, clientTicketId: step.clientTicketId } },
    ...(client
      ? [{ companyId: client.ownerId, kind: step.kind, actorId: step.actorId, subject: { type: 'ticket' as const, id: step.clientTicketId, title }, data: { ...step.data, expertId: step.expertId }, internal: !step.clientSees }]
      : []),
  ]);
  return client?.ownerId ?? null;
}
