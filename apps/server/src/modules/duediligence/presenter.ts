import {
  DELETED_COMPANY_NAME,
  expertReadsClient,
  isExpertTicketExpired,
  expertTicketMoves,
  type ExpertTicket,
  type ExpertTicketStatus,
  type ExpertWork,
  type ReportStatus,
} from '@platform/contract';
import { presentFile } from '../files/index.js';
import { expertTicketAbilities, expertWorkAbilities } from './policy.js';
import type { ExpertListRow, ExpertTicketRow, ExpertWorkRow } from './queries.js';

/** Today as yyyy-MM-dd in UTC: the day an expiry date is compared with. */
export const today = () => new Date().toISOString().slice(0, 10);

const fileOrNull = (f: { id: string | null; name: string | null; size: number | null }) =>
  f.id && f.name !== null && f.size !== null ? presentFile({ id: f.id, name: f.name, size: f.size }) : null;

export function presentExpertTicket(row: ExpertTicketRow, caller: { id: string }, now = today()): ExpertTicket {
  const status = row.ticket.status as ExpertTicketStatus;
  const expired = status === 'due_wait_resp' && isExpertTicketExpired(row.ticket.expire, now);
  const form = row.clientForm as Record<string, unknown>;
  const deleted = row.client.status === 'deleted';
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const internalExpert = row.expert?.id
    ? { id: row.expert.id, name: row.expert.name, surname: row.expert.surname, logo_file: row.expertPhoto ? fileOrNull(row.expertPhoto) : null }
    : null;
  return {
    id: row.ticket.id,
    type_ticket: 'expert_duedill',
    date: row.ticket.createdAt.toISOString(),
    status,
    new_ticket_tasks: row.newTicketTasks,
    new_offers: row.dd.viewedAt ? 0 : 1,
    internal_expert: internalExpert,
    project_fee: row.dd.fee,
    expire: row.ticket.expire,
    expired,
    moves: expertTicketMoves('expert', status, expired),
    can: expertTicketAbilities(caller, { ownerId: row.ticket.ownerId, status, expired }),
    expert_duedill: {
      internal_expert: internalExpert,
      interesting: row.dd.interesting,
      timeline: row.dd.timeline,
      fee: row.dd.fee,
      start_date: row.dd.startDate,
      offer: {
        client: {
          id: row.client.id,
          name: deleted ? DELETED_COMPANY_NAME : (row.client.name ?? ''),
          role: row.client.role as 'startup' | 'investor' | 'corporate',
          logo_file: deleted || !row.clientLogo ? null : fileOrNull(row.clientLogo),
          deleted,
          profile_open: !deleted && expertReadsClient(status, row.approvedAt),
        },
        duedill: {
          type_of_duedill: str(form.type_of_due_dill) ?? '',
          goals_and_tasks: str(form.goals_and_tasks) ?? '',
          terms_of_duedill: str(form.terms_of_duedill),
          other_info: str(form.other_info),
        },
      },
    },
  };
}

/** A list row in the shape of a single ticket's read, for the one presenter. */
export function expertRowOfList(r: ExpertListRow): ExpertTicketRow {
  const file = (f: { id: string | null; name: string | null; size: number | null } | null) =>
    f?.id && f.name !== null && f.size !== null ? { id: f.id, name: f.name, size: f.size } : null;
  return {
    ticket: r.ticket,
    dd: r.dd,
    clientForm: r.client.form,
    client: {
      id: r.client.id,
      role: r.client.role as ExpertTicketRow['client']['role'],
      status: r.client.status as ExpertTicketRow['client']['status'],
      name: r.client.name,
    },
    clientLogo: file(r.clientLogo),
    expert: r.expert?.id ? { id: r.expert.id, name: r.expert.name, surname: r.expert.surname } : null,
    expertPhoto: file(r.expertPhoto),
    newTicketTasks: r.newTicketTasks,
    approvedAt: r.approvedAt,
  };
}

/** The expert tickets of `expertWorkRows` as the manager sees them, expired or not on one day. */
export function presentExpertWork(rows: ExpertWorkRow[], now = today()): ExpertWork[] {
  return rows.map((r) => {
    const status = r.ticket.status as ExpertTicketStatus;
    const expired = status === 'due_wait_resp' && isExpertTicketExpired(r.ticket.expire, now);
    return {
      id: r.ticket.id,
      client_ticket_id: r.dd.clientTicketId,
      company: { id: r.owner, name: r.company?.name ?? '' },
      status,
      expired,
      interesting: r.dd.interesting,
      timeline: r.dd.timeline,
      start_date: r.dd.startDate,
      fee: r.dd.fee,
      expire: r.ticket.expire,
      date: r.ticket.createdAt.toISOString(),
      internal_expert: r.expert?.id ? { id: r.expert.id, name: r.expert.name, surname: r.expert.surname } : null,
      report_status: (r.reportStatus ?? 'empty') as ReportStatus,
      report_revoked_at: r.reportRevokedAt?.toISOString() ?? null,
      client: { id: r.client.id, role: r.client.role, name: r.client.status === 'deleted' ? DELETED_COMPANY_NAME : (r.client.name ?? '') },
      moves: expertTicketMoves('manager', status, expired),
      can: expertWorkAbilities({ status, expired }),
    };
  });
}
