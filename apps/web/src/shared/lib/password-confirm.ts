import { PASSWORD_MAX } from '@platform/contract';
import { z } from 'zod';

/** The repeated new password of a form; the web's own field, the server never sees it. */
export const confirmSchema = z
  .string()
  .min(1, 'Repeat the password')
  .max(PASSWORD_MAX + 50);

/** Refinement of a form with `password` and `confirm`: both must be the same once trimmed. */
export function passwordsMatch(values: { password: string; confirm: string }, ctx: z.RefinementCtx): void {
  if (values.confirm !== '' && values.confirm.trim() !== values.password.trim()) {
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'Passwords do not match' });
  }
}
