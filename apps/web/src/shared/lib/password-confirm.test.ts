import { describe, expect, it } from 'vitest';
import { emailSchema, passwordSchema } from '@platform/contract';
import { z } from 'zod';
import { confirmSchema, passwordsMatch } from './password-confirm';

const schema = z.object({ email: emailSchema, password: passwordSchema, confirm: confirmSchema }).superRefine(passwordsMatch);

function issues(values: { email: string; password: string; confirm: string }) {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.code}`);
}

describe('password confirmation', () => {
  it('accepts the same password, spaces around it aside', () => {
    expect(issues({ email: 'a@b.test', password: 'long-enough', confirm: ' long-enough ' })).toEqual([]);
  });

  it('flags a different confirmation on the confirm field', () => {
    expect(issues({ email: 'a@b.test', password: 'long-enough', confirm: 'long-enougH' })).toEqual(['confirm:custom']);
  });

  it('asks for the confirmation when it is empty', () => {
    expect(issues({ email: 'a@b.test', password: 'long-enough', confirm: '' })).toEqual(['confirm:too_small']);
  });
});
