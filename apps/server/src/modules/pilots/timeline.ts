import type { Tx } from '../../db/client.js';
import { recordTimeline } from '../timeline/record.js';
import { recordPilotEvent, type PilotStep } from './events.js';

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
