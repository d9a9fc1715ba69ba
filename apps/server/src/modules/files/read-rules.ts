import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { FilePurpose } from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth.js';

/**
 * One reason a signed-in account other than the uploader may download a file: a single SQL
 * existence check on where the file is shown, or null when this account is never among the
 * readers. Each rule mirrors the screen that shows the file, so a file downloads for exactly the
 * people that screen is for. Managers and the uploader read every file (see `canRead`).
 *
 * The screens belong to the domains, so the rules do too: each domain module exports its own
 * (`fileReadRules`) and the app joins them (`file-read-rules.ts`); files knows no domain.
 */
export type ReadRule = (db: Db, reader: AuthUser, fileId: string) => SQL | null;

/**
 * The rules of each purpose; a purpose left out is read by its uploader and managers only (an
 * application's files, an expert company's presentation: no screen shows them to anybody else).
 */
export type ReadRules = Partial<Record<FilePurpose, readonly ReadRule[]>>;

/** `select 1`, what every rule's existence check selects. */
export const one = { one: sql`1` };

/** The rules of several domains, purpose by purpose. */
export function joinReadRules(...parts: ReadRules[]): ReadRules {
  const out: Record<string, ReadRule[]> = {};
  for (const part of parts) for (const [purpose, rules] of Object.entries(part)) (out[purpose] ??= []).push(...(rules ?? []));
  return out as ReadRules;
}
