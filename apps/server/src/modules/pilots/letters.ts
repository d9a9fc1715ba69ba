import type { ApplicantDeclineReason, Language } from '@platform/contract';
import type { LetterContent, Reader } from '../../platform/events/types.js';

/** What a pilot letter is about: the manager's moves (to the owner) and the owner's decisions (to the startup). */
export type PilotLetter =
  | { kind: 'accept'; pilot: string }
  | { kind: 'decline'; pilot: string; reason: string }
  | { kind: 'published'; pilot: string }
  | { kind: 'archived'; pilot: string }
  | { kind: 'shortlisted'; pilot: string; owner: string }
  | { kind: 'applicant_declined'; pilot: string; owner: string; reason: ApplicantDeclineReason; text: string | null }
  /** The decision clock's letters to the pilot's owner; `owner` is the decision owner it named. */
  | { kind: 'decision_week' | 'decision_day'; pilot: string; owner: string; date: string }
  | { kind: 'decision_overdue'; pilot: string; owner: string; date: string; days: number };

type Text = { subject: string; lead: string; body?: string; paragraphs?: string[] };
type Texts = {
  open: string;
  days: (n: number) => string;
  reasons: Record<ApplicantDeclineReason, string>;
  build: (l: PilotLetter, reason: (r: ApplicantDeclineReason) => string) => Text;
};

const texts: Record<Language, Texts> = {
  en: {
    open: 'Open the pilot',
    days: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
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
        case 'decision_week':
        case 'decision_day':
          return {
            subject: `The decision on “${l.pilot}” is due ${l.kind === 'decision_week' ? 'in a week' : 'tomorrow'}`,
            lead: `The pilot “${l.pilot}” comes to its decision date on ${l.date}. ${l.owner} decides: record the outcome and the KPI values reached by then.`,
            paragraphs: ['Startups see how often your pilots are decided by their decision date.'],
          };
        case 'decision_overdue':
          return {
            subject: `The decision on “${l.pilot}” is overdue`,
            lead: `The decision date of the pilot “${l.pilot}” was ${l.date}, and no outcome is recorded. ${l.owner} was to decide.`,
            paragraphs: [
              'The startup sees the decision as overdue, and a platform manager has written to you in Messages. Record the outcome as soon as it is taken.',
            ],
          };
      }
    },
  },
  ru: {
    open: 'Открыть пилот',
    days: (n) => `${n} ${ruDays(n)}`,
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
        case 'decision_week':
        case 'decision_day':
          return {
            subject: `Решение по пилоту «${l.pilot}» — ${l.kind === 'decision_week' ? 'через неделю' : 'завтра'}`,
            lead: `Дата решения по пилоту «${l.pilot}» — ${l.date}. Решение принимает ${l.owner}: к этой дате запишите итог и достигнутые значения KPI.`,
            paragraphs: ['Стартапы видят, как часто ваши пилоты получают решение к назначенной дате.'],
          };
        case 'decision_overdue':
          return {
            subject: `Решение по пилоту «${l.pilot}» просрочено`,
            lead: `Дата решения по пилоту «${l.pilot}» была ${l.date}, а итог не записан. Решение должен был принять ${l.owner}.`,
            paragraphs: [
              'Стартап видит, что решение просрочено, а менеджер платформы написал вам в Сообщениях. Запишите итог, как только решение будет принято.',
            ],
          };
      }
    },
  },
};

/** A pilot letter in its reader's language, with a link to the pilot. */
export function pilotLetter(letter: PilotLetter, url: string) {
  return (reader: Reader): LetterContent => {
    const t = texts[reader.language];
    const { subject, lead, body, paragraphs } = t.build(letter, (r) => t.reasons[r]);
    return { template: `pilots.${letter.kind}`, subject, lead, quote: body, ...(paragraphs ? { paragraphs } : {}), link: { label: t.open, url } };
  };
}

function ruDays(n: number): string {
  const [ten, hundred] = [n % 10, n % 100];
  if (ten === 1 && hundred !== 11) return 'день';
  if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return 'дня';
  return 'дней';
}

/**
 * The platform's post to the owner of an overdue pilot, in the managers' thread with it, in the
 * owner's language: one thread per pilot, titled with its name.
 */
export function overdueNotice(language: Language, n: { pilot: string; startup: string; date: string; days: number; owner: string }) {
  const t = texts[language];
  return language === 'ru'
    ? {
        title: `Просрочено решение по пилоту «${n.pilot}»`,
        text:
          `Решение по пилоту «${n.pilot}» со стартапом ${n.startup} просрочено на ${t.days(n.days)}: дата решения была ${n.date}, ` +
          `решение принимает ${n.owner}. Запишите итог на странице пилота или напишите нам здесь, что мешает решению.`,
      }
    : {
        title: `Pilot decision overdue: “${n.pilot}”`,
        text:
          `The decision on the pilot “${n.pilot}” with ${n.startup} is overdue by ${t.days(n.days)}: its date was ${n.date}, ` +
          `and ${n.owner} decides. Record the outcome on the pilot's page, or tell us here what holds the decision up.`,
      };
}
