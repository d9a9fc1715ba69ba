import type { Role } from '@platform/contract';
import { isExpertCompany, isManager } from '../../platform/policy.js';

/** A caller as the calendar rules read it. */
type Caller = { id: string; role: Role | string };

/**
 * Who may do what to an internal expert's work calendar: the only place in the module that asks
 * an account's kind. An expert company keeps its experts' calendars; managers read any to book
 * meetings, and change none (the hours are the company's word).
 */
export const calendarPolicy = {
  read(caller: Caller): boolean {
    return isExpertCompany(caller) || isManager(caller);
  },

  /** An expert company reaches its own experts only (another company's expert reads as not found); managers reach every expert. */
  ownExpertsOnly(caller: Caller): boolean {
    return isExpertCompany(caller);
  },

  edit(caller: Caller): boolean {
    return isExpertCompany(caller);
  },

  /** The calendar's meetings carry their answers (moves) for the expert company that answers them, for nobody else. */
  answersMeetings(caller: Caller): boolean {
    return isExpertCompany(caller);
  },
};
