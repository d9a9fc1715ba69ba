import type { Role } from '@platform/contract';

/**
 * The kinds of account: with the modules' `policy.ts` files, the only code that names a role.
 * A module's policy says who may do what to its records from these; routes and services ask the
 * policy and never compare a role themselves (lint holds them to it). Each predicate takes any
 * account-like row (the caller, a thread's author, a ticket's owner, a company asked for), so a
 * record's kind reads the same as the caller's; a missing account (signed out) is none of them.
 */
type Account = { readonly role: Role | string } | null | undefined;

export const isManager = (account: Account): boolean => account?.role === 'manager';
export const isStartup = (account: Account): boolean => account?.role === 'startup';
export const isInvestor = (account: Account): boolean => account?.role === 'investor';
export const isCorporate = (account: Account): boolean => account?.role === 'corporate';
export const isExpertCompany = (account: Account): boolean => account?.role === 'expert';
/** Investors and corporates: they back rounds, read startups' profiles and stand on the other side of pilots. */
export const isInvestorOrCorporate = (account: Account): boolean => isInvestor(account) || isCorporate(account);
/** Any company (not the platform's managers): what a company's own cabinet is for. */
export const isCompany = (account: Account): boolean => !!account && !isManager(account);
