import type { TimelineKind } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { recordTimeline } from '../timeline/record.js';

type Step = {
  kind: Extract<TimelineKind, 'pilot.submitted' | 'pilot.status' | 'pilot.started' | 'pilot.outcome' | 'pilot_application.created' | 'pilot_application.decided'>;
  pilot: { id: string; name: string };
  /** The pilot's owner, and the startup when the step is about its application or run. */
  companyIds: readonly string[];
  actorId: string;
  /** An application's steps are about the application; the others about the pilot. */
  applicationId?: string;
  data?: Record<string, string | number | boolean | null>;
};

/** A pilot step on each concerned company's timeline, titled with the pilot's name. */
export async function recordPilotStep(tx: Tx, step: Step): Promise<void> {
  const subject = step.applicationId ? { type: 'pilot_application' as const, id: step.applicationId, title: step.pilot.name } : { type: 'pilot' as const, id: step.pilot.id, title: step.pilot.name };
  await recordTimeline(
    tx,
    [...new Set(step.companyIds)].map((companyId) => ({ companyId, kind: step.kind, actorId: step.actorId, subject, data: { ...step.data, pilotId: step.pilot.id } })),
  );
}
