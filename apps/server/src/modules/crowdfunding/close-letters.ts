import { formatDocumentDay, type Language } from '@platform/contract';
import type { LetterContent, Reader } from '../../platform/events/types.js';

/** A notice of an early close, to the round's startup or to one of its backers (the addressee picks the text, it grants nothing). */
export type CloseNoticeLetter = { addressee: 'startup' | 'backer'; startup: string; closeOn: string; plannedExpire: string };

type Text = { subject: string; lead: string; paragraphs: string[] };

const texts: Record<Language, { open: string; build: Record<CloseNoticeLetter['addressee'], (l: CloseNoticeLetter) => Text> }> = {
  en: {
    open: 'Open the round',
    build: {
      startup: (l) => ({
        subject: 'Your crowdfunding round closes early',
        lead: `A platform manager gave notice of an early close: your crowdfunding round closes at the end of ${l.closeOn}, not ${l.plannedExpire}.`,
        paragraphs: ['Your backers are told the same. Until then the round runs as before.'],
      }),
      backer: (l) => ({
        subject: `The round of ${l.startup} closes early, on ${l.closeOn}`,
        lead:
          `A platform manager gave notice of an early close: the crowdfunding round of ${l.startup} closes at the end of ${l.closeOn}, ` +
          `not ${l.plannedExpire}.`,
        paragraphs: ['A commitment still waiting for confirmation can be cancelled on the round’s page until the end of the close day.'],
      }),
    },
  },
  ru: {
    open: 'Открыть раунд',
    build: {
      startup: (l) => ({
        subject: 'Ваш раунд краудфандинга закроется досрочно',
        lead: `Менеджер платформы объявил о досрочном закрытии: ваш раунд краудфандинга закроется в конце дня ${l.closeOn}, а не ${l.plannedExpire}.`,
        paragraphs: ['Участникам раунда сообщено то же. До этой даты раунд идёт как прежде.'],
      }),
      backer: (l) => ({
        subject: `Раунд ${l.startup} закроется досрочно, ${l.closeOn}`,
        lead:
          `Менеджер платформы объявил о досрочном закрытии: раунд краудфандинга ${l.startup} закроется в конце дня ${l.closeOn}, ` + `а не ${l.plannedExpire}.`,
        paragraphs: ['Участие, которое ещё ждёт подтверждения, можно отменить на странице раунда до конца дня закрытия.'],
      }),
    },
  },
};

/** The notice in its reader's language, its dates as letters write them, with a link to the round. */
export function closeNoticeLetter(letter: CloseNoticeLetter, url: string) {
  return (reader: Reader): LetterContent => {
    const t = texts[reader.language];
    const day = (d: string) => formatDocumentDay(d, reader.language);
    const dated = { ...letter, closeOn: day(letter.closeOn), plannedExpire: day(letter.plannedExpire) };
    return { template: `crowdfunding.close_notice_${letter.addressee}`, ...t.build[letter.addressee](dated), link: { label: t.open, url } };
  };
}
