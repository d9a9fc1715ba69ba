import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** Whether a live account (not deleted) holds the address: sign-up and an e-mail change both ask. */
export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return Boolean(row);
}
