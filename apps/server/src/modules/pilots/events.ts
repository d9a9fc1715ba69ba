import { eq } from 'drizzle-orm';
import type { ApplicantDeclineReason, TimelineKind } from '@platform/contract';
import { pilotApplications } from '../../db/schema/index.js';
import { eventRecorder } from '../../platform/events/record.js';
import { pushTo, timelinePushes } from '../../platform/events/pushes.js';
import { rooms, type Effects, type Handlers, type Letter } from '../../platform/events/types.js';
import { recordTimeline, type TimelineStep } from '../timeline/index.js';
import { pilotLetter, type PilotLetter } from './letters.js';
import { companyName } from './presenter.js';
import type { Tx } from '../../db/client.js';

/** A step of a pilot or of an application to it, as its timeline entries record it. */
export type PilotStep = TimelineStep<
  Extract<TimelineKind, 'pilot.submitted' | 'pilot.status' | 'pilot.started' | 'pilot.outcome' | 'pilot_application.created' | 'pilot_application.decided'>,
  'pilotId'
> & {
  pilot: { id: string; name: string; ownerId: string };
  /** The pilot's owner, and the startup when the step is about its application or run. */
  companyIds: readonly string[];
  actorId: string;
  /** An application's steps are about the application; the others about the pilot. */
  applicationId?: string;
  /** The applicant of an application's steps. */
  startupId?: string;
  /** A manager's move of the pilot: its owner gets a letter. */
  byManager?: boolean;
};

/** The decision clock's step of a running pilot: a reminder to its owner, or the run found overdue. */
export type ClockStep = {
  kind: 'week' | 'day' | 'overdue';
  runId: string;
  pilot: { id: string; name: string; ownerId: string };
  startupId: string;
  decisionDate: string;
  decisionOwner: string;
  /** Days overdue when the clock found it (0 for the reminders). */
  days: number;
  /** The managers' thread with the owner about an overdue run. */
  threadId: string | null;
};

export type PilotEvents = { 'pilots.step': PilotStep; 'pilots.clock': ClockStep };
export const recordPilotEvent = eventRecorder<PilotEvents>();

const managerLetters: Record<string, (name: string, reason: string) => PilotLetter> = {
  decline: (pilot, reason) => ({ kind: 'decline', pilot, reason }),
  accept: (pilot) => ({ kind: 'accept', pilot }),
  new: (pilot) => ({ kind: 'published', pilot }),
  archive: (pilot) => ({ kind: 'archived', pilot }),
};

/**
 * What follows a pilot step: `pilot` and `timeline` to the companies concerned and the managers;
 * an archived pilot's applicants get `pilotArchived` (their open page turns archived); a manager's
 * move is mailed to the owner, the owner's decision on an application to the startup.
 */
export const pilotHandlers: Handlers<PilotEvents> = {
  async 'pilots.step'(step, { db, publicUrl }): Promise<Effects> {
    const url = `${publicUrl}/cabinet/pilot_showcase/view/${step.pilot.id}`;
    const mail = (userId: string, letter: PilotLetter): Letter => ({ key: userId, to: { userId }, render: pilotLetter(letter, url) });
    const pushes = [pushTo('pilot', { id: step.pilot.id }, step.companyIds), ...timelinePushes(step.companyIds)];
    const letters: Letter[] = [];
    if (step.kind === 'pilot.status' && step.data.to === 'archive') {
      const applicants = await db
        .select({ startupId: pilotApplications.startupId })
        .from(pilotApplications)
        .where(eq(pilotApplications.pilotId, step.pilot.id));
      const ids = [...new Set(applicants.map((a) => a.startupId))];
      if (ids.length) pushes.push({ to: ids.map(rooms.user), event: 'pilotArchived', payload: { id: step.pilot.id } });
    }
    if (step.kind === 'pilot.status' && step.byManager) {
      const letter = managerLetters[step.data.to]?.(step.pilot.name, step.data.reason ?? '');
      if (letter) letters.push(mail(step.pilot.ownerId, letter));
    }
    if (step.kind === 'pilot_application.decided' && step.startupId) {
      const owner = await companyName(db, step.pilot.ownerId);
      const letter: PilotLetter =
        step.data.decision === 'decline'
          ? { kind: 'applicant_declined', pilot: step.pilot.name, owner, reason: step.data.reason as ApplicantDeclineReason, text: step.data.text }
          : { kind: 'shortlisted', pilot: step.pilot.name, owner };
      letters.push(mail(step.startupId, letter));
    }
    return { pushes, letters };
  },

  /**
   * The clock's steps: the owner's letter in its language with a link to its pilot, and `pilot` to
   * the owner's open pages; an overdue run also reaches the startup running it and the managers
   * (their queue's overdue filter), who have the thread with the owner in Messages.
   */
  'pilots.clock'(step, { publicUrl }): Effects {
    const url = `${publicUrl}/cabinet/pilot_showcase/view/${step.pilot.id}`;
    const facts = { pilot: step.pilot.name, owner: step.decisionOwner, date: step.decisionDate };
    const letter: PilotLetter =
      step.kind === 'overdue'
        ? { kind: 'decision_overdue', ...facts, days: step.days }
        : { kind: step.kind === 'week' ? 'decision_week' : 'decision_day', ...facts };
    const accounts = step.kind === 'overdue' ? [step.pilot.ownerId, step.startupId] : [step.pilot.ownerId];
    return {
      pushes: [pushTo('pilot', { id: step.pilot.id }, accounts)],
      letters: [{ key: `clock:${step.kind}`, to: { userId: step.pilot.ownerId }, render: pilotLetter(letter, url) }],
    };
  },
};

/**
 * A pilot step, in the write's transaction: an entry on each concerned company's timeline, titled
 * with the pilot's name, and the event whose delivery tells everyone concerned.
 */
export async function recordPilotStep(tx: Tx, step: PilotStep): Promise<void> {
  const subject = step.applicationId
    ? { type: 'pilot_application' as const, id: step.applicationId, title: step.pilot.name }
    : { type: 'pilot' as const, id: step.pilot.id, title: step.pilot.name };
  await recordTimeline(
    tx,
    [...new Set(step.companyIds)].map((companyId) => ({
      companyId,
      kind: step.kind,
      actorId: step.actorId,
      subject,
      data: { ...step.data, pilotId: step.pilot.id },
    })),
  );
  const { id, name, ownerId } = step.pilot;
  await recordPilotEvent(tx, 'pilots.step', { ...step, pilot: { id, name, ownerId } });
}
