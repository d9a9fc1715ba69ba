import { formatDateTimeIn, type Language } from '@platform/contract';
import type { LetterContent, Reader } from '../../platform/events/types.js';

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

/** The date and time in the reader's language and zone, in the web's formats, with the zone named ("GMT+9"). */
export function mailTime(at: Date, language: Language, timeZone: string): string {
  const zoneName = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(at).find((part) => part.type === 'timeZoneName')!.value;
  let zone = timeZone;
  let name: string;
  try {
    name = zoneName(zone);
  } catch {
    // A zone this runtime does not know (an older tz database) reads as UTC rather than failing the letter.
    zone = 'UTC';
    name = zoneName(zone);
  }
  return `${formatDateTimeIn(at, language, zone)} ${name}`;
}

/** The letter a company gets when a manager answers in one of its threads, in its language and zone. */
export function answerLetter(m: { title: string; at: Date; url: string }) {
  return (reader: Reader): LetterContent => {
    const t = texts[reader.language];
    return {
      template: 'thread.answer',
      subject: t.subject(m.title),
      lead: t.lead(m.title, mailTime(m.at, reader.language, reader.timeZone)),
      paragraphs: [t.quiet],
      link: { label: t.open, url: m.url },
    };
  };
}
