import type { AuthUser } from './auth.js';

/** The name the cabinet shows: the company's, else the person's. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'lastName'>, companyName: string | null): string | null {
  if (companyName) return companyName;
  const person = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return person || null;
}
