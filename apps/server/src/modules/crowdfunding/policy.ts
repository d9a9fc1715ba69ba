import type { CrowdfundingStatus, Role, RoundAbilities } from '@platform/contract';
import { isCompany, isExpertCompany, isInvestor, isCorporate, isInvestorOrCorporate, isManager, isStartup } from '../../platform/policy.js';

/**
 * Who may do what to a crowdfunding round and what hangs on it (its backers, questions, news):
 * the only place in the module that asks an account's kind. Services and routes ask these verbs;
 * `roundAbilities` puts the same answers on the card (`can`) for the web's buttons.
 */

/** The caller: a signed-in account, or null for a signed-out visitor of the public reads. */
export type RoundCaller = { id: string; role: Role | string } | null;
/** A round as far as the rules read it: whose it is. */
type Round = { startupId: string };
/** A round read by id: also its stored status and its startup's account status. */
type StoredRound = Round & { status: CrowdfundingStatus; startupStatus: string };

/** The round's own startup (its account, not another startup's). */
const ownStartup = (caller: RoundCaller, round: Round): boolean => isStartup(caller) && caller!.id === round.startupId;
/** Managers and the round's startup: they see everything of a round (`caller.id` alone suffices for the startup, no other account owns it). */
const insider = (caller: RoundCaller, round: Round): boolean => isManager(caller) || caller?.id === round.startupId;

export const roundPolicy = {
  /**
   * Managers and its own startup read a round in any status; everyone else only an active or
   * finished round (as stored) of an active startup: anything else reads as not found.
   */
  read(caller: RoundCaller, round: StoredRound): boolean {
    if (insider(caller, round)) return true;
    return round.startupStatus === 'active' && (round.status === 'active' || round.status === 'finished');
  },

  /** Every backer in full (waiting and rejected ones too), with filters and any sort: managers and the round's startup. */
  readAllBackers: insider,

  /** The backers list and one participant: every reader but another startup, which has no business with a rival's backers. */
  readBackers(caller: RoundCaller, round: Round): boolean {
    return !isStartup(caller) || caller!.id === round.startupId;
  },

  /** Everything the round tells its backers (updates, the room), whatever anyone's backing: managers and its startup. */
  readAllNews: insider,

  /** The key investment information sheet of a round not opened yet, as version 1 would state it: its startup, and managers moderating it. */
  previewKiis: insider,

  /**
   * The pages that show a round (and its pitch deck): the companies crowdfunding is for. Expert
   * companies work for clients and have no crowdfunding; managers read rounds through their queue.
   */
  readRoundPages(caller: RoundCaller): boolean {
    return isCompany(caller) && !isExpertCompany(caller);
  },

  /** The round's startup runs it: reads its status and decline reason, posts updates, answers questions. */
  manage: ownStartup,

  /** Investors and corporates back rounds (join, reconfirm); whether this round takes a backing now is the round's state, not the caller's. */
  back(caller: RoundCaller): boolean {
    return isInvestorOrCorporate(caller);
  },

  /** Those who may back a round ask its startup questions on it. */
  askQuestion(caller: RoundCaller): boolean {
    return isInvestorOrCorporate(caller);
  },

  /** Only the round's own startup answers the questions on it. */
  answerQuestion: ownStartup,

  /** Managers moderate: move a round and its backings, hide questions and answers, and read what they hid. */
  moderate(caller: RoundCaller): boolean {
    return isManager(caller);
  },
};

/**
 * The kind a backing records of its backer (data on the backer's row, shown beside its company):
 * null for an account that does not back rounds.
 */
export function backerKind(caller: RoundCaller): 'investor' | 'corporate' | null {
  if (isInvestor(caller)) return 'investor';
  if (isCorporate(caller)) return 'corporate';
  return null;
}

/** What the caller may do on a round's view now, from the same verbs (the card's `can`). */
export function roundAbilities(caller: RoundCaller, round: Round & { status: CrowdfundingStatus }): RoundAbilities {
  const signedIn = caller !== null;
  return {
    back: roundPolicy.back(caller),
    manage: roundPolicy.manage(caller, round),
    // A declined round has nothing to tell: its startup posts no updates on it.
    post_update: roundPolicy.manage(caller, round) && round.status !== 'decline',
    // Signed-out visitors read the backers preview only, without links to the list.
    read_backers: signedIn && roundPolicy.readBackers(caller, round),
    filter_backers: roundPolicy.readAllBackers(caller, round),
    // Questions are asked while the round runs (the service answers 409 `round_not_open` otherwise).
    ask_question: roundPolicy.askQuestion(caller) && round.status === 'active',
    hide_questions: roundPolicy.moderate(caller),
  };
}
