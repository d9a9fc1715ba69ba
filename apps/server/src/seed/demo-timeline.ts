import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

/**
 * The seeded rows are written straight to their tables, so none of them wrote its timeline entry.
 * This derives the companies' timelines from those rows, with their own timestamps, the way the
 * live writes record them (the same kinds, subjects, titles, visibility and facts). Only what the
 * rows keep can be told: a round's or a pilot's last moderation, an offer's answer an hour after
 * the offer (offers keep no answer time).
 */
const statements: SQL[] = [
  // Sign-ups.
  sql`select u.id, 'account.created', u.id, 'account', u.id, c.name, jsonb_build_object('role', u.role), false, u.created_at
      from users u join companies c on c.user_id = u.id`,

  // Applications: filed, then each status move, with the comment the client reads in the history.
  sql`select t.owner_id, case when h.from_status is null then 'ticket.created' else 'ticket.status' end, h.actor_id, 'ticket', t.id, t.type,
        case when h.from_status is null then jsonb_build_object('status', h.to_status)
             else jsonb_build_object('from', h.from_status, 'to', h.to_status, 'comment', h.comment) end,
        false, h.created_at
      from ticket_history h join tickets t on t.id = h.ticket_id
      where t.type <> 'expert_duedill'`,

  // Offers: the owner's, and the offered company's for the back office only; the owner's answer.
  sql`select x.company_id, 'offer.created', o.created_by, 'offer', o.id, t.type,
        jsonb_build_object('ticketId', t.id) || x.other, x.internal, o.created_at
      from offers o join tickets t on t.id = o.ticket_id
      cross join lateral (values
        (t.owner_id, jsonb_build_object('companyId', o.company_id), false),
        (o.company_id, jsonb_build_object('ownerId', t.owner_id), true)) as x(company_id, other, internal)`,
  sql`select x.company_id, 'offer.answered', t.owner_id, 'offer', o.id, t.type,
        jsonb_build_object('ticketId', t.id, 'interesting', o.interesting, 'before', null) || x.other, x.internal,
        least(o.created_at + interval '1 hour', now())
      from offers o join tickets t on t.id = o.ticket_id
      cross join lateral (values
        (t.owner_id, jsonb_build_object('companyId', o.company_id), false),
        (o.company_id, jsonb_build_object('ownerId', t.owner_id), true)) as x(company_id, other, internal)
      where o.interesting is not null`,

  // Threads: started with their first post, then every later post, by the company or a manager.
  sql`select th.company_id, case when p.n = 1 then 'thread.started' else 'thread.post' end, p.author_id, 'thread', th.id, th.title,
        jsonb_build_object('kind', th.kind, 'ticketId', th.ticket_id, 'byManager', p.by_manager, 'preview', left(p.text, 120)), false, p.created_at
      from (select tp.*, row_number() over (partition by tp.thread_id order by tp.created_at, tp.id) as n from thread_posts tp) p
      join threads th on th.id = p.thread_id`,

  // Due diligence: sent, then the expert ticket's moves; the client sees the sending and the
  // managers' moves, not the expert's answers. Submissions and reviews come from the reports.
  sql`select x.company_id, case when h.from_status is null then 'duediligence.sent' else 'duediligence.status' end, h.actor_id,
        x.subject_type, x.subject_id, ct.type,
        case when h.from_status is null
             then jsonb_build_object('to', h.to_status, 'fee', d.fee, 'timeline', d.timeline, 'startDate', d.start_date, 'expire', t.expire)
             else jsonb_build_object('from', h.from_status, 'to', h.to_status, 'comment', h.comment) end || x.other,
        x.company_id = ct.owner_id and h.from_status is not null and coalesce(a.role, '') <> 'manager', h.created_at
      from ticket_history h
      join tickets t on t.id = h.ticket_id and t.type = 'expert_duedill'
      join expert_duedills d on d.ticket_id = t.id
      join tickets ct on ct.id = d.client_ticket_id
      left join users a on a.id = h.actor_id
      cross join lateral (values
        (t.owner_id, 'expert_ticket', t.id, jsonb_build_object('clientTicketId', ct.id)),
        (ct.owner_id, 'ticket', ct.id, jsonb_build_object('expertId', t.owner_id))) as x(company_id, subject_type, subject_id, other)
      where h.to_status <> 'due_accept_work' and coalesce(h.from_status, '') <> 'due_accept_work'`,
  sql`select x.company_id, r.kind, r.actor_id, x.subject_type, x.subject_id, ct.type, r.data || x.other, x.company_id = ct.owner_id and not r.client_sees, r.at
      from (select rp.ticket_id, 'report.submitted' as kind, t.owner_id as actor_id,
                   jsonb_build_object('reportId', rp.id, 'to', 'due_accept_work') as data, false as client_sees, rp.submitted_at as at
              from reports rp join tickets t on t.id = rp.ticket_id where rp.submitted_at is not null
            union all
            select rp.ticket_id, 'report.reviewed',
                   (select h.actor_id from ticket_history h
                     where h.ticket_id = rp.ticket_id and h.to_status = 'due_success' order by h.created_at desc limit 1),
                   jsonb_build_object('decision', 'approve', 'to', 'due_success'), true, rp.approved_at
              from reports rp where rp.approved_at is not null
            union all
            select rp.ticket_id, 'report.revoked', rp.revoked_by,
                   jsonb_build_object('reportId', rp.id, 'reason', rp.revoke_reason,
                     'client', (select c.name from expert_duedills d2 join tickets ct2 on ct2.id = d2.client_ticket_id
                                  join companies c on c.user_id = ct2.owner_id where d2.ticket_id = rp.ticket_id),
                     'expert', (select c.name from tickets t2 join companies c on c.user_id = t2.owner_id where t2.id = rp.ticket_id)),
                   true, rp.revoked_at
              from reports rp where rp.revoked_at is not null) r
      join tickets t on t.id = r.ticket_id
      join expert_duedills d on d.ticket_id = t.id
      join tickets ct on ct.id = d.client_ticket_id
      cross join lateral (values
        (t.owner_id, 'expert_ticket', t.id, jsonb_build_object('clientTicketId', ct.id)),
        (ct.owner_id, 'ticket', ct.id, jsonb_build_object('expertId', t.owner_id))) as x(company_id, subject_type, subject_id, other)`,

  // Meetings: booked, and answered by the expert company; both parties read them.
  sql`select x.company_id, e.kind, e.actor_id, 'meeting', m.id, m.name, e.data || x.other, false, e.at
      from meetings m
      join tickets t on t.id = m.ticket_id
      join expert_duedills d on d.ticket_id = t.id
      join tickets ct on ct.id = d.client_ticket_id
      cross join lateral (values
        ('meeting.scheduled', m.created_by, jsonb_build_object('from', m.starts_at, 'to', m.ends_at, 'location', m.location), m.created_at, true),
        ('meeting.answered', t.owner_id, jsonb_build_object('accept', m.accepted, 'reason', m.reason), m.updated_at, m.accepted is not null))
        as e(kind, actor_id, data, at, happened)
      cross join lateral (values (t.owner_id, jsonb_build_object('expertTicketId', t.id)), (ct.owner_id, jsonb_build_object('ticketId', ct.id)))
        as x(company_id, other)
      where e.happened`,

  // Crowdfunding: the round opened with its application, its moderation, its updates to the
  // startup and its backers, each backing and its decision on both sides.
  sql`select c.startup_id, 'round.opened', c.startup_id, 'round', c.id, s.name,
        jsonb_build_object('status', 'new', 'ticketId', c.ticket_id, 'min', c.investment_min, 'max', c.investment_max, 'roundId', c.id), false, c.created_at
      from crowdfunds c join companies s on s.user_id = c.startup_id`,
  sql`select c.startup_id, 'round.status', c.moderated_by, 'round', c.id, s.name,
        jsonb_build_object('from', case when c.status = 'finished' then 'active' else 'new' end, 'to', c.status, 'reason', c.decline_reason, 'roundId', c.id),
        false, c.moderated_at
      from crowdfunds c join companies s on s.user_id = c.startup_id where c.moderated_at is not null`,
  sql`select x.company_id, 'round.update', u.author_id, 'round', c.id, s.name, jsonb_build_object('updateId', u.id, 'roundId', c.id), false, u.created_at
      from crowdfund_updates u join crowdfunds c on c.id = u.crowdfund_id join companies s on s.user_id = c.startup_id
      cross join lateral (select c.startup_id
                          union select b.backer_id from crowdfund_backers b
                           where b.crowdfund_id = c.id and b.created_at <= u.created_at and b.status in ('new', 'active')) as x(company_id)`,
  sql`select x.company_id, e.kind, e.actor_id, 'backing', b.id, s.name, e.data || jsonb_build_object('roundId', c.id), false, e.at
      from crowdfund_backers b join crowdfunds c on c.id = b.crowdfund_id join companies s on s.user_id = c.startup_id
      cross join lateral (values
        ('backing.created', b.backer_id, jsonb_build_object('amount', b.amount, 'status', 'new'), b.created_at, true),
        ('backing.decided', b.decided_by, jsonb_build_object('from', 'new', 'to', b.status, 'amount', b.investment_amount, 'date', b.date_of_investment),
         b.decided_at, b.decided_at is not null)) as e(kind, actor_id, data, at, happened)
      cross join lateral (values (b.backer_id), (c.startup_id)) as x(company_id)
      where e.happened`,

  // A round's changes of terms and notices of an early close, to the startup and the backers they
  // concerned (joined before it, not declined); reconfirmations, and backings lapsed at their
  // deadline (the deadline of the round's last change before the lapse); reporting reminders and
  // late marks to the startup.
  sql`select x.company_id, e.kind, ch.actor_id, 'round', c.id, s.name, e.data || jsonb_build_object('roundId', c.id), false, ch.created_at
      from crowdfund_changes ch join crowdfunds c on c.id = ch.crowdfund_id join companies s on s.user_id = c.startup_id
      cross join lateral (values (case when ch.kind = 'terms' then 'round.terms' else 'round.close_notice' end,
        case when ch.kind = 'terms'
             then jsonb_build_object('changeId', ch.id, 'fields', (select coalesce(jsonb_agg(k), '[]'::jsonb) from jsonb_object_keys(ch.after) as k),
                                     'reason', ch.reason, 'reconfirmBy', ch.reconfirm_by::text)
             else jsonb_build_object('closeOn', ch.after->>'expire', 'plannedExpire', ch.before->>'expire') end)) as e(kind, data)
      cross join lateral (select c.startup_id
                          union select b.backer_id from crowdfund_backers b
                           where b.crowdfund_id = c.id and b.created_at <= ch.created_at and b.status <> 'reject') as x(company_id)`,
  sql`select x.company_id, e.kind, e.actor_id, 'backing', b.id, s.name, e.data || jsonb_build_object('roundId', c.id), false, e.at
      from crowdfund_backers b join crowdfunds c on c.id = b.crowdfund_id join companies s on s.user_id = c.startup_id
      cross join lateral (select ch.reconfirm_by::text as deadline from crowdfund_changes ch
                           where ch.crowdfund_id = c.id and ch.kind = 'terms' and ch.created_at <= coalesce(b.cancelled_at, now())
                           order by ch.created_at desc limit 1) as last
      cross join lateral (values
        ('backing.reconfirmed', b.backer_id, '{}'::jsonb, b.reconfirmed_at, b.reconfirmed_at is not null),
        ('backing.lapsed', null::uuid, jsonb_build_object('amount', coalesce(b.investment_amount, b.amount), 'reconfirmBy', last.deadline),
         b.cancelled_at, b.status = 'cancel' and b.cancelled_at is not null)) as e(kind, actor_id, data, at, happened)
      cross join lateral (values (b.backer_id), (c.startup_id)) as x(company_id)
      where e.happened`,
  sql`select c.startup_id, 'round.reporting', null, 'round', c.id, s.name,
        jsonb_build_object('state', e.state, 'due', e.due::text, 'roundId', c.id), false, least(e.at, now())
      from crowdfunds c join companies s on s.user_id = c.startup_id
      cross join lateral (values ('reminded', c.report_reminded_for, c.report_reminded_for::timestamptz),
                                 ('late', c.report_late_for, c.report_late_for::timestamptz + interval '30 days')) as e(state, due, at)
      where e.due is not null`,

  // Pilots: submitted, moderated, applied to and decided, started and concluded.
  sql`select p.owner_id, e.kind, e.actor_id, 'pilot', p.id, p.name, e.data || jsonb_build_object('pilotId', p.id), false, e.at
      from pilots p
      cross join lateral (values
        ('pilot.submitted', p.owner_id, jsonb_build_object('status', 'send'), p.created_at, true),
        ('pilot.status', p.moderated_by, jsonb_build_object('to', p.status, 'reason', p.decline_reason), p.moderated_at, p.moderated_at is not null))
        as e(kind, actor_id, data, at, happened)
      where e.happened`,
  sql`select x.company_id, e.kind, e.actor_id, 'pilot_application', a.id, p.name, e.data || jsonb_build_object('pilotId', p.id), false, e.at
      from pilot_applications a join pilots p on p.id = a.pilot_id
      cross join lateral (values
        ('pilot_application.created', a.startup_id, jsonb_build_object('question', a.question), a.created_at, true),
        ('pilot_application.decided', p.owner_id,
         jsonb_build_object('decision', case when a.status = 'declined' then 'decline' else 'shortlist' end,
                            'reason', a.decline_reason, 'text', a.decline_text),
         a.decided_at, a.decided_at is not null)) as e(kind, actor_id, data, at, happened)
      cross join lateral (values (a.startup_id), (p.owner_id)) as x(company_id)
      where e.happened`,
  sql`select x.company_id, e.kind, p.owner_id, 'pilot', p.id, p.name, e.data || jsonb_build_object('pilotId', p.id), false, e.at
      from pilot_runs r join pilots p on p.id = r.pilot_id
      cross join lateral (values
        ('pilot.started', jsonb_build_object('applicationId', r.application_id, 'kpis', jsonb_array_length(r.kpis), 'decisionDate', r.decision_date),
         r.created_at, true),
        ('pilot.outcome', jsonb_build_object('outcome', r.outcome, 'kpis', jsonb_array_length(r.kpis)), r.outcome_at, r.outcome_at is not null))
        as e(kind, data, at, happened)
      cross join lateral (values (p.owner_id), (r.startup_id)) as x(company_id)
      where e.happened`,
];

/** Writes the seeded companies' timelines, inside the seed's transaction, after every other seed. */
export async function seedDemoTimeline(tx: Tx): Promise<void> {
  for (const select of statements) {
    await tx.execute(sql`insert into company_events (company_id, kind, actor_id, subject_type, subject_id, title, data, internal, created_at) ${select}`);
  }
}
