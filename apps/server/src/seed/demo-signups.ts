import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

/**
 * Sign-up dates that come before everything an account did. The demo writes its rows with their
 * own past timestamps while the accounts themselves are created "now" (or at a random past date),
 * so a company would read as signed up after its first application, backing or sign-in. Each
 * account whose sign-up falls after its earliest trace is moved to 1–60 days before that trace
 * (a fixed spread per account, so the demo reads the same on every run); its company signed up
 * with it. Runs before the timeline is derived, so "signed up" opens every company's timeline.
 */
export async function settleDemoSignUps(tx: Tx): Promise<void> {
  await tx.execute(sql`
    with traces (user_id, at) as (
      select id, last_sign_in_at from users
      union all select id, last_active_at from users
      union all select owner_id, created_at from tickets
      union all select actor_id, created_at from ticket_history
      union all select company_id, created_at from offers
      union all select created_by, created_at from offers
      union all select startup_id, created_at from crowdfunds
      union all select moderated_by, moderated_at from crowdfunds
      union all select backer_id, created_at from crowdfund_backers
      union all select author_id, created_at from crowdfund_updates
      union all select company_id, created_at from threads
      union all select author_id, created_at from thread_posts
      union all select owner_id, created_at from pilots
      union all select startup_id, created_at from pilot_applications
      union all select company_id, created_at from internal_experts
      union all select created_by, created_at from meetings
      union all select actor_id, created_at from audit_log
    ), earliest as (select user_id, min(at) as at from traces where user_id is not null and at is not null group by user_id)
    update users u set created_at = e.at - make_interval(days => 1 + abs(hashtext(u.id::text)) % 60)
    from earliest e where e.user_id = u.id and e.at < u.created_at`);
  await tx.execute(sql`update companies c set created_at = u.created_at from users u where u.id = c.user_id and c.created_at <> u.created_at`);
}
