import { canRecordOutcome, pilotOpenForApplications, type PilotOutcome, type PilotStatus, type Role } from '@platform/contract';
import { isCorporate, isExpertCompany, isInvestor, isManager, isStartup } from '../../platform/policy.js';

/**
 * Who may do what to a pilot and its owner's track record: the only place in the module that asks
 * an account's kind. Services ask these verbs; `pilotAbilities` puts the same answers on the
 * card (`can`) for the web's buttons. The owner's moves of a card and of an application stay the
 * contract's machines (`moves`).
 */

/** A caller as the pilot rules read it. */
export type PilotCaller = { id: string; role: Role | string };
/** The kinds of company that submit pilots; each has its own routes (`/corporate/...`, `/investor/...`). */
export type OwnerKind = 'corporate' | 'investor';
type Pilot = { ownerId: string; status: PilotStatus };

export const pilotPolicy = {
  /** Submits and keeps pilots on the routes of one kind of owner: a corporate on the corporates' routes, an investor on the investors'. */
  ownAs(caller: PilotCaller, kind: OwnerKind): boolean {
    switch (kind) {
      case 'corporate':
        return isCorporate(caller);
      case 'investor':
        return isInvestor(caller);
    }
  },

  /** The pilot's owner: reads its applicants and run, decides on applicants, starts the run and records its outcome. */
  manage(caller: PilotCaller, pilot: Pick<Pilot, 'ownerId'>): boolean {
    return caller.id === pilot.ownerId;
  },

  /** The showcase is for startups: they browse published pilots and apply. */
  browseShowcase(caller: PilotCaller): boolean {
    return isStartup(caller);
  },

  /** A startup applies to a pilot still open for applications (`new` or `active`); once only, which the unique key holds. */
  apply(caller: PilotCaller, pilot: Pick<Pilot, 'status'>): boolean {
    return isStartup(caller) && pilotOpenForApplications(pilot.status);
  },

  /**
   * An owner's track record, for whoever may open its profile: startups (they choose whom to
   * apply to), managers, the company itself, and an expert company while it serves the company
   * (`serving`, read only when `recordNeedsServing` says so). Other corporates and investors see
   * no rival's record.
   */
  readRecord(caller: PilotCaller, company: { id: string }, serving: boolean): boolean {
    if (caller.id === company.id || isStartup(caller) || isManager(caller)) return true;
    return isExpertCompany(caller) && serving;
  },

  /** Whether `readRecord` needs to know if the caller serves the company now (one query, for expert companies only). */
  recordNeedsServing(caller: PilotCaller): boolean {
    return isExpertCompany(caller);
  },
};

/** What the caller may do on a pilot's card now, from the same verbs (the card's `can`). */
export function pilotAbilities(caller: PilotCaller, pilot: Pilot, seen: { applied: boolean; run: { outcome: PilotOutcome | null } | null }) {
  return {
    apply: pilotPolicy.apply(caller, pilot) && !seen.applied,
    // An outcome is recorded once, by the owner, whenever the decision comes.
    record_outcome: pilotPolicy.manage(caller, pilot) && seen.run !== null && canRecordOutcome(seen.run),
  };
}
