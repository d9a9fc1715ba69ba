import type { Language } from '@platform/contract';
import type { Mail } from '../../platform/mail.js';

const texts: Record<Language, { subject: (title: string) => string; lead: (title: string, at: string) => string; open: string; quiet: string }> = {
  en: {
    subject: (title) => `The platform answered: ${title}`,
    lead: (title, at) => `A platform manager wrote in “${title}” on ${at}.`,
    open: 'Read and reply',
    quiet: 'Further answers in the next few minutes will not be mailed separately; you will find them in the conversation.',
  },
  ru: {
    subject: (title) => `Ответ платформы: ${title}`,
    lead: (title, at) => `Менеджер платформы написал в переписке «${title}» ${at}.`,
    open: 'Прочитать и ответить',
    quiet: 'Следующие ответы в ближайшие минуты не придут отдельными письмами — вы найдёте их в переписке.',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The date and time in the reader's language and zone (UTC while the account has none), with the zone named. */
export function mailTime(at: Date, language: Language, timeZone: string | null): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: zone, timeZoneName: 'short' }).format(at);
  try {
    return format(timeZone ?? 'UTC');
  } catch {
    return format('UTC');
  }
}

/** The letter a company gets when a manager answers in one of its threads, in its language and zone. */
export function answerMail(m: { to: string; language: Language; timeZone: string | null; title: string; at: Date; url: string }): Mail {
  const t = texts[m.language];
  const lead = t.lead(m.title, mailTime(m.at, m.language, m.timeZone));
  const text = `${lead}\n\n${t.open}: ${m.url}\n\n${t.quiet}`;
  const html = `<p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(m.url)}">${escapeHtml(t.open)}</a></p><p>${escapeHtml(t.quiet)}</p>`;
  return { to: m.to, template: 'thread.answer', language: m.language, subject: t.subject(m.title), text, html };
}
