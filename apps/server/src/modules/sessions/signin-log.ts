import { and, desc, eq } from 'drizzle-orm';
import { SIGNIN_LIST_LIMIT, type SigninList, type SigninMethod, type SigninOutcome } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { signinEvents } from '../../db/schema/index.js';
import { deviceKey, deviceName, emailHash, maskIp, type ClientMeta } from './device.js';
import { recordSigninEvent } from './events.js';
import { presentSignin } from './presenter.js';

/** Who tried: a known account, or an e-mail no account has (kept as a keyed hash only), or nobody named (an unknown link). */
export type SigninWho = { userId: string } | { email: string } | { nobody: true };
export type SigninAttempt = { who: SigninWho; method: SigninMethod; outcome: SigninOutcome; meta: ClientMeta };

type Log = { error(obj: object, msg: string): void };

/**
 * The sign-in log: every attempt, right or wrong. A success is written in the transaction that
 * opens its session, inside a savepoint, so a failure to record rolls back the record alone and
 * never the sign-in; a refused attempt is written on its own after the answer is decided, and a
 * failure there is logged, never answered. Both kinds of refusal (an unknown e-mail, a wrong
 * password) write one row the same way, so the log adds nothing to tell them apart by.
 */
export function createSigninLog({ db, secret, log }: { db: Db; secret: string; log: Log }) {
  async function write(tx: Tx, attempt: SigninAttempt): Promise<void> {
    const { who, meta, method, outcome } = attempt;
    const userId = 'userId' in who ? who.userId : null;
    const key = deviceKey(meta.userAgent);
    const success = outcome === 'success';
    let newDevice = false;
    let firstSignin = false;
    if (success && userId) {
      const successes = and(eq(signinEvents.userId, userId), eq(signinEvents.outcome, 'success'));
      const [any] = await tx.select({ id: signinEvents.id }).from(signinEvents).where(successes).limit(1);
      const [same] = key
        ? await tx
            .select({ id: signinEvents.id })
            .from(signinEvents)
            .where(and(successes, eq(signinEvents.deviceKey, key)))
            .limit(1)
        : [];
      firstSignin = !any;
      newDevice = key !== null && !same;
    }
    const device = deviceName(meta.userAgent);
    const ipMasked = maskIp(meta.ip);
    await tx.insert(signinEvents).values({
      userId,
      emailHash: 'email' in who ? emailHash(secret, who.email) : null,
      method,
      outcome,
      ipMasked,
      device,
      deviceKey: key,
      newDevice,
    });
    // The account's very first sign-in has nothing to compare with: no letter for it.
    if (newDevice && !firstSignin && userId)
      await recordSigninEvent(tx, 'signin.new_device', { userId, device, ipMasked, method, at: new Date().toISOString() });
  }

  /** In a savepoint of the caller's transaction: a failed write rolls back alone. */
  async function within(tx: Tx, attempt: SigninAttempt): Promise<void> {
    await tx.transaction((inner) => write(inner, attempt)).catch((err: unknown) => log.error({ err }, 'recording a sign-in failed'));
  }

  return {
    /** A success, in the transaction that opens its session. */
    success: (tx: Tx, userId: string, method: SigninMethod, meta: ClientMeta) => within(tx, { who: { userId }, method, outcome: 'success', meta }),

    /** An attempt recorded inside a transaction the sign-in holds open (a link's first factor waiting for the second). */
    within,

    /** A refused attempt (or a first factor waiting for the second), on its own. */
    async attempt(attempt: SigninAttempt): Promise<void> {
      await db.transaction((tx) => write(tx, attempt)).catch((err: unknown) => log.error({ err }, 'recording a sign-in attempt failed'));
    },

    /** The account's last sign-ins, the newest first. */
    async list(userId: string): Promise<SigninList> {
      const rows = await db
        .select()
        .from(signinEvents)
        .where(eq(signinEvents.userId, userId))
        .orderBy(desc(signinEvents.at), desc(signinEvents.id))
        .limit(SIGNIN_LIST_LIMIT);
      return { items: rows.map(presentSignin) };
    },
  };
}
export type SigninLog = ReturnType<typeof createSigninLog>;
