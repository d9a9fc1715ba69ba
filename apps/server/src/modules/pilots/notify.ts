import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ApplicantDeclineReason, Language } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { pilotApplications, users } from '../../db/schema/index.js';
import type { Mail, Mailer } from '../../platform/mail.js';
import type { Realtime } from '../../platform/realtime.js';
import { pushTimeline } from '../timeline/push.js';

/** What a pilot letter is about: the manager's moves (to the owner) and the owner's decisions (to the startup). */
export type PilotLetter =
  | { kind: 'accept'; pilot: string }
  | { kind: 'decline'; pilot: string; reason: string }
  | { kind: 'published'; pilot: string }
  | { kind: 'archived'; pilot: string }
  | { kind: 'shortlisted'; pilot: string; owner: string }
  | { kind: 'applicant_declined'; pilot: string; owner: string; reason: ApplicantDeclineReason; text: string | null };

type Text = { subject: string; lead: string; body?: string };
type Texts = { open: string; reasons: Record<ApplicantDeclineReason, string>; build: (l: PilotLetter, reason: (r: ApplicantDeclineReason) => string) => Text };

const texts: Record<Language, Texts> = {
  en: {
    open: 'Open the pilot',
    reasons: { not_our_industry: 'Not our industry', too_early: 'Too early', outside_geography: 'Outside our geography', solution_overlap: 'Overlaps a solution we have', other: 'Other' },
    build: (l, reason) => {
      switch (l.kind) {
        case 'accept':
          return { subject: `Your pilot “${l.pilot}” is accepted`, lead: `A platform manager accepted your pilot “${l.pilot}”. It is pending publication in the showcase.` };
        case 'decline':
          return { subject: `Your pilot “${l.pilot}” was declined`, lead: `A platform manager declined your pilot “${l.pilot}”. The reason:`, body: l.reason };
        case 'published':
          return { subject: `Your pilot “${l.pilot}” is published`, lead: `Your pilot “${l.pilot}” is now in the showcase: startups can find it and apply.` };
        case 'archived':
          return { subject: `Your pilot “${l.pilot}” is archived`, lead: `A platform manager archived your pilot “${l.pilot}”. It no longer takes applications.` };
        case 'shortlisted':
          return { subject: `You are shortlisted for “${l.pilot}”`, lead: `${l.owner} shortlisted your application to the pilot “${l.pilot}”.` };
        case 'applicant_declined':
          return { subject: `Your application to “${l.pilot}” was declined`, lead: `${l.owner} declined your application to the pilot “${l.pilot}”. The reason: ${reason(l.reason)}.`, ...(l.text ? { body: l.text } : {}) };
      }
    },
  },
  ru: {
    open: 'Открыть пилот',
    reasons: { not_our_industry: 'Не наша отрасль', too_early: 'Слишком рано', outside_geography: 'Вне нашей географии', solution_overlap: 'Пересекается с имеющимся решением', other: 'Другое' },
    build: (l, reason) => {
      switch (l.kind) {
        case 'accept':
          return { subject: `Ваш пилот «${l.pilot}» одобрен`, lead: `Менеджер платформы одобрил ваш пилот «${l.pilot}». Он ожидает публикации на витрине.` };
        case 'decline':
          return { subject: `Ваш пилот «${l.pilot}» отклонён`, lead: `Менеджер платформы отклонил ваш пилот «${l.pilot}». Причина:`, body: l.reason };
        case 'published':
          return { subject: `Ваш пилот «${l.pilot}» опубликован`, lead: `Ваш пилот «${l.pilot}» опубликован на витрине: стартапы могут найти его и подать заявку.` };
        case 'archived':
          return { subject: `Ваш пилот «${l.pilot}» в архиве`, lead: `Менеджер платформы перенёс ваш пилот «${l.pilot}» в архив. Заявки на него больше не принимаются.` };
        case 'shortlisted':
          return { subject: `Вы в шорт-листе пилота «${l.pilot}»`, lead: `${l.owner} включил вашу заявку на пилот «${l.pilot}» в шорт-лист.` };
        case 'applicant_declined':
          return { subject: `Ваша заявка на пилот «${l.pilot}» отклонена`, lead: `${l.owner} отклонил вашу заявку на пилот «${l.pilot}». Причина: ${reason(l.reason)}.`, ...(l.text ? { body: l.text } : {}) };
      }
    },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A pilot letter in the reader's language, with a link to the pilot. */
export function pilotMail(m: { to: string; language: Language; url: string; letter: PilotLetter }): Mail {
  const t = texts[m.language];
  const { subject, lead, body } = t.build(m.letter, (r) => t.reasons[r]);
  const text = [lead, ...(body ? [body] : []), `${t.open}: ${m.url}`].join('\n\n');
  const html = [`<p>${escapeHtml(lead)}</p>`, ...(body ? [`<blockquote>${escapeHtml(body).replace(/\n/g, '<br>')}</blockquote>`] : []), `<p><a href="${escapeHtml(m.url)}">${escapeHtml(t.open)}</a></p>`].join('');
  return { to: m.to, template: `pilots.${m.letter.kind}`, language: m.language, subject, text, html };
}

/**
 * Tells people of a committed pilot change: the `pilot` socket event to the accounts concerned and
 * the managers, and letters in each reader's language. Never throws: the change is saved, and a
 * letter that cannot be written is logged.
 */
export function createPilotNotifier(deps: { db: Db; realtime: Realtime; mailer: Mailer; publicUrl: string; log?: FastifyBaseLogger | undefined }) {
  return {
    live(pilotId: string, userIds: string[]) {
      for (const id of new Set(userIds)) deps.realtime.toUser(id, 'pilot', { id: pilotId });
      deps.realtime.toManagers('pilot', { id: pilotId });
      pushTimeline(deps.realtime, userIds);
    },
    /**
     * An archived pilot takes no more applications: the startups that applied (and may have its
     * page open) are told with `pilotArchived`, so the page turns archived without a reload. Never
     * throws: the archive is saved.
     */
    async archived(pilotId: string) {
      try {
        const rows = await deps.db.select({ startupId: pilotApplications.startupId }).from(pilotApplications).where(eq(pilotApplications.pilotId, pilotId));
        for (const id of new Set(rows.map((r) => r.startupId))) deps.realtime.toUser(id, 'pilotArchived', { id: pilotId });
      } catch (err) {
        deps.log?.error({ err, pilotId }, 'telling the applicants of an archived pilot failed');
      }
    },
    async mail(pilotId: string, userId: string, letter: PilotLetter) {
      try {
        const [u] = await deps.db.select({ email: users.email, language: users.language, status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
        if (!u || u.status !== 'active') return;
        await deps.mailer.send(pilotMail({ to: u.email, language: u.language, url: `${deps.publicUrl}/cabinet/pilot_showcase/view/${pilotId}`, letter }));
      } catch (err) {
        deps.log?.error({ err, pilotId }, 'pilot mail failed');
      }
    },
  };
}
export type PilotNotifier = ReturnType<typeof createPilotNotifier>;
