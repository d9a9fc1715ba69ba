import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP's current advice). */
export const hashPassword = (password: string) => hash(password);

let dummy: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash it still spends one verification on a throw-away hash,
 * so an unknown e-mail answers as slowly as a wrong password.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash(randomBytes(16).toString('hex'));
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
