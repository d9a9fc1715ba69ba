import type { Language } from '@platform/contract';
import type { LetterContent, Reader } from '../../platform/events/types.js';
import { mailTime } from '../../platform/events/mail-time.js';

/** What happened to the meeting: booked and changed send a REQUEST invite, cancelled a CANCEL. */
export type InviteKind = 'booked' | 'changed' | 'cancelled';

type Texts = {
  subject: Record<InviteKind, (name: string) => string>;
  lead: Record<InviteKind, string>;
  labels: { when: string; ends: string; expert: string; link: string; about: string };
  footer: string;
};

const texts: Record<Language, Texts> = {
  en: {
    subject: { booked: (n) => `Meeting booked: ${n}`, changed: (n) => `Meeting changed: ${n}`, cancelled: (n) => `Meeting cancelled: ${n}` },
    lead: {
      booked: 'A platform manager booked a meeting in your due diligence.',
      changed: 'A platform manager changed a meeting in your due diligence. The new time and details are below.',
      cancelled: 'A platform manager cancelled this meeting in your due diligence.',
    },
    labels: { when: 'Starts', ends: 'Ends', expert: 'Expert', link: 'Link', about: 'About' },
    footer: 'The attached invitation adds the meeting to your calendar. Expert companies accept or decline it in their cabinet.',
  },
  ru: {
    subject: { booked: (n) => `Назначена встреча: ${n}`, changed: (n) => `Встреча изменена: ${n}`, cancelled: (n) => `Встреча отменена: ${n}` },
    lead: {
      booked: 'Менеджер платформы назначил встречу по вашей комплексной проверке.',
      changed: 'Менеджер платформы изменил встречу по вашей комплексной проверке. Новое время и подробности ниже.',
      cancelled: 'Менеджер платформы отменил эту встречу по вашей комплексной проверке.',
    },
    labels: { when: 'Начало', ends: 'Окончание', expert: 'Эксперт', link: 'Ссылка', about: 'Описание' },
    footer: 'Приложенное приглашение добавит встречу в ваш календарь. Экспертные компании принимают или отклоняют её в личном кабинете.',
  },
};

export type InviteLetterInput = {
  kind: InviteKind;
  meeting: { name: string; description: string; location: string; startsAt: Date; endsAt: Date; expert: string };
  /** The iCalendar invite for this reader. */
  ics: string;
};

/** The letter carrying a meeting invite, in the reader's language, times in the reader's zone. */
export function inviteLetter(m: InviteLetterInput, reader: Reader): LetterContent {
  const t = texts[reader.language];
  const rows: [string, string][] = [
    [t.labels.when, mailTime(m.meeting.startsAt, reader.language, reader.timeZone)],
    [t.labels.ends, mailTime(m.meeting.endsAt, reader.language, reader.timeZone)],
    [t.labels.expert, m.meeting.expert],
    [t.labels.link, m.meeting.location],
    ...(m.meeting.description ? [[t.labels.about, m.meeting.description] as [string, string]] : []),
  ];
  return {
    template: `meeting.${m.kind}`,
    subject: t.subject[m.kind](m.meeting.name),
    lead: t.lead[m.kind],
    quote: m.meeting.name,
    facts: rows,
    paragraphs: [t.footer],
    calendar: { method: m.kind === 'cancelled' ? 'CANCEL' : 'REQUEST', content: m.ics },
  };
}
