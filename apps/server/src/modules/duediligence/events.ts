import type { TimelineKind } from '@platform/contract';
import { eventRecorder } from '../../platform/events/record.js';
import { pushTo, timelinePushes } from '../../platform/events/pushes.js';
import { rooms, type Effects, type Handlers, type Push } from '../../platform/events/types.js';
import { countersPush } from '../badges/index.js';
import { revokedLetter } from './letters.js';
import { recordTimeline, type TimelineStep } from '../timeline/index.js';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tickets } from '../../db/schema/index.js';

/** A due-diligence step, as its timeline entries record it. */
export type DueDiligenceStep = TimelineStep<
  Extract<TimelineKind, 'duediligence.sent' | 'duediligence.status' | 'report.submitted' | 'report.reviewed'>,
  'clientTicketId' | 'expertId'
> & {
  expertTicketId: string;
  clientTicketId: string;
  expertId: string;
  actorId: string;
  /**
   * Whether the client company sees the step: the sending, the manager's moves and an approved
   * report; the expert's answers, drafts and change requests stay between the expert and managers.
   */
  clientSees: boolean;
};

export type DueDiligenceEvents = {
  'duediligence.step': DueDiligenceStep & { /** The client's application's owner. */ clientId: string | null };
  /** The expert company assigned (or cleared) one of its internal experts. */
  'duediligence.assigned': { expertTicketId: string };
  /** The expert company opened a ticket for the first time: one unseen piece of work fewer. */
  'duediligence.viewed': { expertId: string };
  /** A manager revoked an approved report: its passport claims lose their badge, it is no longer shared. */
  'report.revoked': ReportRevoked;
};

export type ReportRevoked = {
  reportId: string;
  expertTicketId: string;
  clientTicketId: string;
  clientTicketType: string;
  clientId: string;
  expertId: string;
  reason: string;
};
export const recordDueDiligenceEvent = eventRecorder<DueDiligenceEvents>();

/** A manager's step: the sending, the moves of the terms and the cancel, the review of a report. */
const byManager = (step: DueDiligenceStep) =>
  step.kind === 'duediligence.sent' || step.kind === 'report.reviewed' || (step.kind === 'duediligence.status' && step.data.event !== 'answer');

/**
 * What follows a due-diligence step: the expert ticket's `ticket` to the expert company and the
 * managers when its status moved (a manager's step always tells them); after a manager's step the
 * expert's counters, and the client hears of its application (a new offer with its counters when
 * sent, `ticket` otherwise); both companies' timelines.
 */
export const dueDiligenceHandlers: Handlers<DueDiligenceEvents> = {
  async 'duediligence.step'(step, { db }): Promise<Effects> {
    const manager = byManager(step);
    const pushes: Push[] = [];
    // The sending has no status before it, so it always moves the expert's ticket.
    const from = 'from' in step.data ? step.data.from : undefined;
    if (manager || from !== step.data.to) pushes.push(pushTo('ticket', { id: step.expertTicketId, status: step.data.to }, [step.expertId]));
    if (manager) {
      pushes.push(await countersPush(db, step.expertId));
      if (step.clientId && step.kind === 'duediligence.sent') {
        pushes.push({ to: [rooms.user(step.clientId)], event: 'offer', payload: { ticketId: step.clientTicketId } }, await countersPush(db, step.clientId));
      } else if (step.clientId) {
        pushes.push({ to: [rooms.user(step.clientId)], event: 'ticket', payload: { id: step.clientTicketId } });
      }
    }
    return { pushes: [...pushes, ...timelinePushes([step.expertId, step.clientId])] };
  },
  'duediligence.assigned'({ expertTicketId }): Effects {
    return { pushes: [{ to: [rooms.managers], event: 'ticket', payload: { id: expertTicketId } }] };
  },
  async 'duediligence.viewed'({ expertId }, { db }): Promise<Effects> {
    return { pushes: [await countersPush(db, expertId)] };
  },
  /**
   * A revoked report: the client, the expert company and the managers read the report, the
   * passport and the tickets again; the client is mailed in its language with the reason.
   */
  'report.revoked'(r, { publicUrl }): Effects {
    const url = `${publicUrl}/cabinet/applications/view/${r.clientTicketType}/${r.clientTicketId}?tab=report`;
    return {
      pushes: [
        pushTo('report', { id: r.reportId, startupId: r.clientId }, [r.clientId, r.expertId]),
        pushTo('ticket', { id: r.clientTicketId }, [r.clientId]),
        pushTo('ticket', { id: r.expertTicketId }, [r.expertId]),
        ...timelinePushes([r.clientId, r.expertId]),
      ],
      letters: [{ key: r.clientId, to: { userId: r.clientId }, render: revokedLetter(r.reason, url) }],
    };
  },
};

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
