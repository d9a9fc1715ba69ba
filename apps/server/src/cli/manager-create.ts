import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, eq, isNull } from 'drizzle-orm';
import { emailSchema, errorText, passwordSchema } from '@platform/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { prepareDatabase } from '../prepare.js';
import { users } from '../db/schema/index.js';
import { audit } from '../modules/audit/index.js';
import { sessionPolicy } from '../modules/auth/index.js';
import { hashPassword } from '../platform/passwords.js';
import { passwordWeakness } from '../platform/password-strength.js';

/**
 * Creates a platform manager account: `npm run manager:create -- --email a@b.c [--name "Ann Lee"] [--password ...]`.
 * Without --password a strong one is generated and printed once.
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new Error('Give a valid --email');
  const generated = !values.password;
  const password = passwordSchema.parse(values.password ?? randomBytes(18).toString('base64url'));
  const weakness = passwordWeakness(password, [email.data, values.name]);
  if (weakness) throw new Error(errorText(weakness, 'en'));

  const [firstName, ...lastName] = (values.name ?? '').trim().split(/\s+/);
  const config = loadConfig(process.env, {}, { signsSessions: false });
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, { seedDemo: false });
    const [existing] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email.data), isNull(users.deletedAt)))
      .limit(1);
    if (existing) throw new Error(`An account with ${email.data} already exists`);
    await database.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: email.data,
          passwordHash: await hashPassword(password),
          role: 'manager',
          firstName: firstName || null,
          lastName: lastName.join(' ') || null,
          agreement: true,
        })
        .returning({ id: users.id });
      await audit(tx, { actorId: null, action: 'manager.create', entity: 'user', entityId: user!.id, after: { email: email.data, via: 'cli' } });
    });
    console.log(`Manager ${email.data} created.`);
    if (generated) console.log(`Password (shown once): ${password}`);
    if (sessionPolicy.mustHaveSecondFactor({ role: 'manager' }, config.mfaRequiredRoles)) {
      console.log(
        'Managers must have a second factor (MFA_REQUIRED_ROLES): at the first sign-in the web leads straight to Settings ' +
          'to turn on an authenticator app, and every other call is refused until then.',
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
