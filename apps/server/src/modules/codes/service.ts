import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, REGISTRATION_TTL_SECONDS } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { emailCodes, type CodePurpose } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { Mail, Mailer } from '../../platform/mail.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** The code's hash is salted with its row id, so equal codes never share a hash. */
const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

/** A proof that was verified within the hour and not yet spent. */
const liveProof = (purpose: CodePurpose, proof: string) =>
  and(
    eq(emailCodes.proofHash, sha256(proof)),
    eq(emailCodes.purpose, purpose),
    isNull(emailCodes.consumedAt),
    gt(emailCodes.verifiedAt, new Date(Date.now() - REGISTRATION_TTL_SECONDS * 1000)),
  );

/**
 * E-mail codes: issue (at most one a minute per address and purpose), verify (5 wrong tries burn
 * it) and the one-use proof a verified code yields for the step that follows.
 */
export function createCodeService(db: Db) {
  return {
    /**
     * `send.letter(code)` is the letter that carries the code (or answers instead of it): it is
     * enqueued in the code's own transaction, never recorded as an event (auth/letters.ts says why).
     */
    async issue(
      purpose: CodePurpose,
      email: string,
      opts: { userId?: string | null; send?: { mailer: Mailer; letter: (code: string) => Mail } } = {},
    ): Promise<void> {
      return db.transaction(async (tx) => {
        const [last] = await tx
          .select({ createdAt: emailCodes.createdAt })
          .from(emailCodes)
          .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, email)))
          .orderBy(desc(emailCodes.createdAt))
          .limit(1)
          .for('update');
        const wait = last ? Math.ceil(CODE_RESEND_SECONDS - (Date.now() - last.createdAt.getTime()) / 1000) : 0;
        if (wait > 0) throw new AppError(429, 'code_resend_too_soon', undefined, { seconds: String(wait) });
        // A new code replaces any earlier one that is still open.
        await tx
          .update(emailCodes)
          .set({ consumedAt: new Date() })
          .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, email), isNull(emailCodes.consumedAt)));
        const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
        const id = crypto.randomUUID();
        await tx.insert(emailCodes).values({
          id,
          purpose,
          email,
          userId: opts.userId ?? null,
          codeHash: codeHash(id, code),
          expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
        });
        if (opts.send) await opts.send.mailer.enqueue([opts.send.letter(code)], tx);
      });
    },

    /** Checks a code; on success answers a proof token the next step spends once. */
    async verify(purpose: CodePurpose, email: string, code: string): Promise<string> {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, email), isNull(emailCodes.consumedAt), isNull(emailCodes.verifiedAt)))
        .orderBy(desc(emailCodes.createdAt))
        .limit(1);
      if (!row) throw new AppError(400, 'code_invalid', { code: 'code_invalid' });
      if (row.attempts >= CODE_MAX_ATTEMPTS) throw new AppError(400, 'code_burnt', { code: 'code_burnt' });
      if (row.expiresAt.getTime() <= Date.now()) throw new AppError(400, 'code_expired', { code: 'code_expired' });
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(codeHash(row.id, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        // Counted atomically, so parallel guesses cannot exceed the limit.
        const [after] = await db
          .update(emailCodes)
          .set({ attempts: sql`${emailCodes.attempts} + 1` })
          .where(eq(emailCodes.id, row.id))
          .returning({ attempts: emailCodes.attempts });
        const left = CODE_MAX_ATTEMPTS - (after?.attempts ?? CODE_MAX_ATTEMPTS);
        if (left <= 0) throw new AppError(400, 'code_burnt', { code: 'code_burnt' });
        throw new AppError(400, 'code_wrong', { code: 'code_wrong' }, { left: String(left) });
      }
      const proof = randomBytes(32).toString('base64url');
      const [verified] = await db
        .update(emailCodes)
        .set({ verifiedAt: new Date(), proofHash: sha256(proof) })
        .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.verifiedAt), sql`${emailCodes.attempts} < ${CODE_MAX_ATTEMPTS}`))
        .returning({ id: emailCodes.id });
      if (!verified) throw new AppError(400, 'code_invalid', { code: 'code_invalid' });
      return proof;
    },

    /** The code row behind a live, unspent proof (sign-up uploads use it before the account exists). */
    async peek(purpose: CodePurpose, proof: string): Promise<{ id: string; email: string } | null> {
      const [row] = await db.select({ id: emailCodes.id, email: emailCodes.email }).from(emailCodes).where(liveProof(purpose, proof)).limit(1);
      return row ?? null;
    },

    /** Spends a proof inside the caller's transaction; answers the verified e-mail and its user. */
    async spend(tx: Tx, purpose: CodePurpose, proof: string): Promise<{ id: string; email: string; userId: string | null }> {
      const [row] = await tx
        .update(emailCodes)
        .set({ consumedAt: new Date() })
        .where(liveProof(purpose, proof))
        .returning({ id: emailCodes.id, email: emailCodes.email, userId: emailCodes.userId });
      if (!row) throw new AppError(400, 'proof_invalid');
      return row;
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;
