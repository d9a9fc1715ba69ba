import { z } from 'zod';
import { roles } from './basics.js';
import { offsetPageSchema, textSchema } from './common.js';
import { ticketTypes } from './tickets.js';
import { fieldCode } from './field-codes.js';

/**
 * The audit log of manager actions (DOMAIN.md, Manager back office: who, when, what, before and
 * after). The server writes only the actions listed here, so the web can give each its sentence in
 * every language; rows of older or newer codes still read, as a generic sentence.
 */
export const auditActions = [
  'ticket.status',
  'ticket.offer',
  'ticket.expert_send',
  'expert_ticket.terms_agreed',
  'expert_ticket.cancel',
  'report.approve',
  'report.request_changes',
  'report.revoke',
  'meeting.book',
  'meeting.change',
  'meeting.cancel',
  'thread.start',
  'thread.answer',
  'thread.close',
  'thread.reopen',
  'crowdfunding.status',
  'crowdfunding.backer',
  'crowdfunding.terms',
  'crowdfunding.question_hide',
  'pilot.status',
  'user.block',
  'user.unblock',
  'user.sections',
  'recommendation.write',
  'recommendation.delete',
  'company.note',
  'signin_key.create',
  'user.sessions_end',
  'manager.create',
  'manager.activate',
  'manager.deactivate',
  'mail.retry',
  'classification.review',
] as const;
export type AuditAction = (typeof auditActions)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (auditActions as readonly string[]).includes(value);
}

/** The kinds of record an entry is about (`entity`); `entityId` is that record's id. */
/** `mail`: a letter of the outbox (`mail.retry`). */
export const auditEntities = ['ticket', 'thread', 'crowdfunding', 'pilot', 'user', 'company', 'mail', 'classification'] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** Entries a page by default: the log is read in longer pages than a list of cards. */
export const AUDIT_PAGE = 50;
/** `GET /api/v1/manager/audit`: entries filtered by record, manager, company and action, newest first. */
export const auditQuerySchema = offsetPageSchema(AUDIT_PAGE).extend({
  entity: textSchema().max(50).optional(),
  entity_id: textSchema().max(100).optional(),
  /** The manager who acted. */
  actor_id: z.uuid(fieldCode('choose_manager')).optional(),
  /** The company the action concerned. */
  company_id: z.uuid(fieldCode('choose_company')).optional(),
  action: textSchema().max(100).optional(),
});

/** A company an entry names, as it is called today. */
export const auditCompanySchema = z.object({
  id: z.uuid(),
  /** Null once the account is deleted: the web calls it "Deleted company". */
  name: z.string().nullable(),
  role: z.enum(roles),
});
export type AuditCompany = z.infer<typeof auditCompanySchema>;

/** The record an entry is about, named as the back office names it; null when it no longer exists. */
export const auditRecordSchema = z.object({
  /** A thread's subject, a pilot's name, a round's startup, a manager's name; null for applications. */
  title: z.string().nullable(),
  /** Applications are named by their type. */
  ticket_type: z.enum(ticketTypes).nullable(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  /** The acting manager's e-mail; null for the command line. */
  actor: z.string().nullable(),
  /** The acting manager's full name, when the account has one. */
  actor_name: z.string().nullable(),
  actor_id: z.uuid().nullable(),
  company_id: z.uuid().nullable(),
  /** The company the action concerned, with its current name. */
  company: auditCompanySchema.nullable(),
  /** One of `auditActions`, or a code this version does not know. */
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  record: auditRecordSchema.nullable(),
  /**
   * The other company the action named: the one offered on an application, the expert company
   * sent a due diligence, the client whose report's approval was revoked.
   */
  party: auditCompanySchema.nullable(),
  before: z.unknown(),
  after: z.unknown(),
  date: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number().int() });

/** The actions the audit log holds, for the action filter. */
export const auditActionsSchema = z.object({ actions: z.array(z.string()) });
