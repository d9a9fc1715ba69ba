import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { KiisVerify, VerifyAnswer } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, expertDuedills, reports, reportVersions, tickets, users } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { isStartup } from '../../platform/policy.js';
import { kiisByFingerprint } from '../crowdfunding/index.js';

const expertTicket = alias(tickets, 'verify_expert_ticket');
const clientTicket = alias(tickets, 'verify_client_ticket');
const expertCompany = alias(companies, 'verify_expert_company');
const clientCompany = alias(companies, 'verify_client_company');

/**
 * A sheet's answer in the report's shape, so a client that knows only reports still reads a true
 * sentence (a valid document of the startup, made on its date); `kind` and `kiis` say what it is.
 */
function kiisAnswer(kiis: KiisVerify | undefined): VerifyAnswer {
  if (!kiis) throw new AppError(404, 'report_fingerprint_unknown');
  return {
    kind: 'kiis',
    valid: true,
    revoked: false,
    revoked_at: null,
    version: kiis.version,
    approved_at: kiis.created_at,
    expert_company: '',
    startup: kiis.startup,
    client: { name: kiis.startup, role: 'startup' },
    kiis,
  };
}

/**
 * Anyone's check of a report PDF by the SHA-256 of its bytes: which version of which report it is,
 * and whether it still stands; or, failing a report, which version of which round's key investment
 * information sheet (crowdfunding, below this module, answers that half).
 */
export function createVerifyService(db: Db) {
  return {
    /** The stored version with this fingerprint (lower-case hex), or 404 when no approved report has it. */
    async verify(sha256: string): Promise<VerifyAnswer> {
      const [row] = await db
        .select({
          version: reportVersions.version,
          approvedAt: reports.approvedAt,
          revokedAt: reports.revokedAt,
          expert: expertCompany.name,
          startup: clientCompany.name,
          clientRole: users.role,
        })
        .from(reportVersions)
        .innerJoin(reports, eq(reports.id, reportVersions.reportId))
        .innerJoin(expertTicket, eq(expertTicket.id, reports.ticketId))
        .innerJoin(expertDuedills, eq(expertDuedills.ticketId, reports.ticketId))
        .innerJoin(clientTicket, eq(clientTicket.id, expertDuedills.clientTicketId))
        .innerJoin(users, eq(users.id, clientTicket.ownerId))
        .leftJoin(expertCompany, eq(expertCompany.userId, expertTicket.ownerId))
        .leftJoin(clientCompany, eq(clientCompany.userId, clientTicket.ownerId))
        .where(eq(reportVersions.sha256, sha256))
        .limit(1);
      if (!row?.approvedAt) return kiisAnswer(await kiisByFingerprint(db, sha256));
      return {
        kind: 'report',
        kiis: null,
        valid: row.revokedAt === null,
        revoked: row.revokedAt !== null,
        revoked_at: row.revokedAt?.toISOString() ?? null,
        version: row.version,
        approved_at: row.approvedAt.toISOString(),
        expert_company: row.expert ?? '',
        // A client without a company name yet is named by nothing rather than by its e-mail: the answer is public.
        startup: isStartup({ role: row.clientRole }) ? (row.startup ?? '') : '',
        // Only the client roles file due diligence (the answer's schema refuses any other).
        client: { name: row.startup ?? '', role: row.clientRole as VerifyAnswer['client']['role'] },
      };
    },
  };
}
