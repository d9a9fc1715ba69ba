import type { Language } from '@platform/contract';
import { mailTime } from '../../platform/events/mail-time.js';
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
