import type { FastifyInstance } from 'fastify';
import { sectionSettingsSchema, type SectionSettings } from '@platform/contract';
import type { AuthUser } from './auth.js';
import { AppError } from './errors.js';
import { isManager } from './policy.js';

/** A section a manager may hide per account (`PUT /api/v1/manager/companies/{id}/sections`). */
export type Section = keyof SectionSettings;

/** Every switchable section, read from the contract's section settings so a new one is never missed. */
export const sections = Object.keys(sectionSettingsSchema.shape) as Section[];

/** True when the account's settings hide the section; managers always see every section. */
export function sectionHidden(user: AuthUser | null | undefined, section: Section): boolean {
  return !!user && !isManager(user) && user.sectionSettings?.[section] === false;
}

/** Refuses with 403 `section_hidden` an account whose settings hide the section. */
export function assertSectionVisible(user: AuthUser | null | undefined, section: Section): void {
  if (sectionHidden(user, section)) throw new AppError(403, 'section_hidden');
}

/**
 * Declares a route plugin as the section's: every route registered in it, read or write, present
 * or added later, refuses an account that has the section hidden. The hook runs at
 * `preValidation`, after the routes' own guards (`onRequest`) have put the caller on the request
 * and before the input is read, so such an account never sees field errors either. Signed-out
 * callers of public routes and managers pass.
 */
export function sectionRoutes(app: FastifyInstance, section: Section): void {
  app.addHook('preValidation', async (req) => assertSectionVisible(req.auth?.user, section));
}
