import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language, registrationBodySchema } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/sql.js';
import { companies, users } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import { hashPassword } from '../../platform/passwords.js';
import { assertStrongPassword } from '../../platform/password-strength.js';
import { claimFile } from '../files/index.js';
import { recordTimeline } from '../timeline/index.js';
import { checkHandbookIds, type HandbookCheck } from '../handbooks/index.js';
import { codeMail, type CodeService } from '../codes/index.js';
import { signupAttemptMail } from './letters.js';
import { signupKind } from './policy.js';

type Registration = z.output<typeof registrationBodySchema>;

/**
 * Issues a sign-up code and enqueues the letter answering the request with it. A registered
 * address gets a notice instead of a code, so the answer never tells whether an account exists.
 * Its code is still issued, never mailed: the resend pause and the code checks then answer alike
 * for both kinds of address.
 */
export async function sendRegistrationCode(db: Db, codes: CodeService, mailer: Mailer, email: string, language: Language, signInUrl: string): Promise<void> {
  const [owner] = await db
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  await codes.issue('registration', email, {
    send: { mailer, letter: (code) => (owner ? signupAttemptMail(email, owner.language, signInUrl) : codeMail('registration', email, code, language)) },
  });
}

/**
 * Finishes a sign-up in one transaction: spends the verified e-mail proof, then creates the
 * account and its company. Any refusal leaves nothing behind, the proof included.
 */
export async function register(db: Db, codes: CodeService, body: Registration): Promise<{ userId: string }> {
  assertStrongPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const spent = await codes.spend(tx, 'registration', body.registrationToken);
      const { email } = spent;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)))
        .limit(1);
      if (taken) throw new AppError(409, 'email_taken', { email: 'email_taken' });
      // The kind the visitor chose for the new account: data deciding which fields count, not a permission.
      const chosen = { role: body.role };
      const checks: HandbookCheck[] = [];
      if (signupKind.hasExpertise(chosen) && body.expertIn) checks.push({ field: 'expertIn', kind: 'industries', ids: body.expertIn });
      if (signupKind.hasBrief(chosen) && body.brief) {
        checks.push(
          { field: 'brief.country', kind: 'countries', ids: [body.brief.country] },
          { field: 'brief.regions', kind: 'regions', ids: body.brief.regions },
          { field: 'brief.industries', kind: 'industries', ids: body.brief.industries },
          { field: 'brief.rounds', kind: 'rounds', ids: body.brief.rounds },
        );
      }
      await checkHandbookIds(tx, checks);
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          role: body.role,
          firstName: body.name,
          lastName: body.surname,
          position: body.position,
          phone: body.phone,
          language: body.language,
          agreement: body.agreement,
        })
        .returning({ id: users.id });
      const brief = signupKind.hasBrief(chosen) ? body.brief : undefined;
      const logoFileId = body.logo ? await claimFile(tx, body.logo.id, 'logo', { signupCodeId: spent.id }, user!.id, 'logo') : null;
      await tx.insert(companies).values({
        userId: user!.id,
        role: body.role,
        name: body.company,
        website: body.website,
        description: body.description,
        logoFileId,
        countryId: brief?.country ?? null,
        regions: brief?.regions ?? [],
        industries: brief?.industries ?? [],
        rounds: brief?.rounds ?? [],
        expertIn: signupKind.hasExpertise(chosen) ? (body.expertIn ?? []) : [],
      });
      await recordTimeline(tx, {
        companyId: user!.id,
        kind: 'account.created',
        actorId: user!.id,
        subject: { type: 'account', id: user!.id, title: body.company },
        data: { role: body.role },
      });
      return { userId: user!.id };
    });
  } catch (err) {
    // The unique index on active e-mails is the last word when two sign-ups race.
    if (isUniqueViolation(err)) throw new AppError(409, 'email_taken', { email: 'email_taken' });
    throw err;
  }
}
