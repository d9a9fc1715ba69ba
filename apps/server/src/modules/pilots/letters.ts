import type { ApplicantDeclineReason, Language } from '@platform/contract';
import type { LetterContent, Reader } from '../../platform/events/types.js';

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
    reasons: {
      not_our_industry: 'Not our industry',
      too_early: 'Too early',
      outside_geography: 'Outside our geography',
      solution_overlap: 'Overlaps a solution we have',
      other: 'Other',
    },
    build: (l, reason) => {
      switch (l.kind) {
        case 'accept':
          return {
            subject: `Your pilot “${l.pilot}” is accepted`,
            lead: `A platform manager accepted your pilot “${l.pilot}”. It is pending publication in the showcase.`,
          };
        case 'decline':
          return { subject: `Your pilot “${l.pilot}” was declined`, lead: `A platform manager declined your pilot “${l.pilot}”. The reason:`, body: l.reason };
        case 'published':
          return { subject: `Your pilot “${l.pilot}” is published`, lead: `Your pilot “${l.pilot}” is now in the showcase: startups can find it and apply.` };
        case 'archived':
          return {
            subject: `Your pilot “${l.pilot}” is archived`,
            lead: `A platform manager archived your pilot “${l.pilot}”. It no longer takes applications.`,
          };
        case 'shortlisted':
          return { subject: `You are shortlisted for “${l.pilot}”`, lead: `${l.owner} shortlisted your application to the pilot “${l.pilot}”.` };
        case 'applicant_declined':
          return {
            subject: `Your application to “${l.pilot}” was declined`,
            lead: `${l.owner} declined your application to the pilot “${l.pilot}”. The reason: ${reason(l.reason)}.`,
            ...(l.text ? { body: l.text } : {}),
          };
      }
    },
  },
  ru: {
    open: 'Открыть пилот',
    reasons: {
      not_our_industry: 'Не наша отрасль',
      too_early: 'Слишком рано',
      outside_geography: 'Вне нашей географии',
      solution_overlap: 'Пересекается с имеющимся решением',
      other: 'Другое',
    },
    build: (l, reason) => {
      switch (l.kind) {
        case 'accept':
          return { subject: `Ваш пилот «${l.pilot}» одобрен`, lead: `Менеджер платформы одобрил ваш пилот «${l.pilot}». Он ожидает публикации на витрине.` };
        case 'decline':
          return { subject: `Ваш пилот «${l.pilot}» отклонён`, lead: `Менеджер платформы отклонил ваш пилот «${l.pilot}». Причина:`, body: l.reason };
        case 'published':
          return {
            subject: `Ваш пилот «${l.pilot}» опубликован`,
            lead: `Ваш пилот «${l.pilot}» опубликован на витрине: стартапы могут найти его и подать заявку.`,
          };
        case 'archived':
          return {
            subject: `Ваш пилот «${l.pilot}» в архиве`,
            lead: `Менеджер платформы перенёс ваш пилот «${l.pilot}» в архив. Заявки на него больше не принимаются.`,
          };
        case 'shortlisted':
          return { subject: `Вы в шорт-листе пилота «${l.pilot}»`, lead: `${l.owner} включил вашу заявку на пилот «${l.pilot}» в шорт-лист.` };
        case 'applicant_declined':
          return {
            subject: `Ваша заявка на пилот «${l.pilot}» отклонена`,
            lead: `${l.owner} отклонил вашу заявку на пилот «${l.pilot}». Причина: ${reason(l.reason)}.`,
            ...(l.text ? { body: l.text } : {}),
          };
      }
    },
  },
};

/** A pilot letter in its reader's language, with a link to the pilot. */
export function pilotLetter(letter: PilotLetter, url: string) {
  return (reader: Reader): LetterContent => {
    const t = texts[reader.language];
    const { subject, lead, body } = t.build(letter, (r) => t.reasons[r]);
    return { template: `pilots.${letter.kind}`, subject, lead, quote: body, link: { label: t.open, url } };
  };
}
