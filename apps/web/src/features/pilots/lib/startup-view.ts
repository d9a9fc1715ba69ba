import { pilotStartupView, type PilotCard } from '@platform/contract';

/**
 * What a startup's view of a pilot offers (spec section 4): nothing for an unknown status (the body
 * is hidden), the archived notice with no action, the success notice once applied while the company
 * has not decided (`decided`: its decision alone speaks then, since "the company will decide"
 * beside "shortlisted" says two things), else the apply button, when the card's `can` offers it.
 */
export type StartupPilotAction = 'unknown' | 'archived' | 'applied' | 'decided' | 'apply';

export function startupPilotAction(card: Pick<PilotCard, 'status' | 'isReplied' | 'application' | 'can'>): StartupPilotAction {
  const view = pilotStartupView(card.status);
  if (view === 'unknown') return 'unknown';
  if (view === 'archive') return 'archived';
  if (card.can.apply) return 'apply';
  return applicationStage(card) === 'shortlisted' || applicationStage(card) === 'declined' ? 'decided' : 'applied';
}

/** The startup's own application as the view tells it: none, waiting for the owner, shortlisted, or declined (the run has its own card). */
export type ApplicationStage = 'none' | 'waiting' | 'shortlisted' | 'declined';

export function applicationStage(card: Pick<PilotCard, 'application'>): ApplicationStage {
  switch (card.application?.status) {
    case undefined:
      return 'none';
    case 'shortlisted':
      return 'shortlisted';
    case 'declined':
      return 'declined';
    default:
      return 'waiting';
  }
}
