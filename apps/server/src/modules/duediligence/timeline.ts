import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tickets } from '../../db/schema/index.js';
import { recordTimeline } from '../timeline/record.js';
import { recordDueDiligenceEvent, type DueDiligenceStep } from './events.js';

/**
 * A due-diligence step on both timelines it concerns: the expert company's (its expert ticket)
 * and the client's (its own application), both titled with the client's application type; and
 * the event whose delivery tells both companies and the managers.
 */
export async function recordDueDiligenceStep(tx: Tx, step: DueDiligenceStep): Promise<void> {
  const [client] = await tx.select({ ownerId: tickets.ownerId, type: tickets.type }).from(tickets).where(eq(tickets.id, step.clientTicketId)).limit(1);
  const title = client?.type ?? null;
  await recordTimeline(tx, [
    {
      companyId: step.expertId,
      kind: step.kind,
      actorId: step.actorId,
      subject: { type: 'expert_ticket', id: step.expertTicketId, title },
      data: { ...step.data, clientTicketId: step.clientTicketId },
    },
    ...(client
      ? [
          {
            companyId: client.ownerId,
            kind: step.kind,
            actorId: step.actorId,
            subject: { type: 'ticket' as const, id: step.clientTicketId, title },
            data: { ...step.data, expertId: step.expertId },
            internal: !step.clientSees,
          },
        ]
      : []),
  ]);
  await recordDueDiligenceEvent(tx, 'duediligence.step', { ...step, clientId: client?.ownerId ?? null });
}
