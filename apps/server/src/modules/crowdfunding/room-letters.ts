import { formatDocumentDay, REPORT_LATE_DAYS, type Language } from '@platform/contract';
import type { LetterContent, Reader } from '../../platform/events/types.js';

/** The reporting letters to a finished round's startup: its quarterly report is due, or late. */
export type ReportingLetter = { kind: 'report_due' | 'report_late'; due: string };

type Text = { subject: string; lead: string; paragraphs: string[] };

const texts: Record<Language, { open: string; build: (l: ReportingLetter) => Text }> = {
  en: {
    open: 'Open the round',
    build: (l) =>
      l.kind === 'report_due'
        ? {
            subject: 'Your quarterly report to your backers is due',
            lead: `The quarterly report to the backers of your finished crowdfunding round is due on ${l.due}.`,
            paragraphs: [
              'Post it on the round’s page as an update, ticking “This is the quarterly report”. Your backers read it in the backers’ room.',
              `If no report comes within ${REPORT_LATE_DAYS} days of the due date, the round shows “reporting: late” to everyone signed in.`,
            ],
          }
        : {
            subject: 'Your quarterly report is late',
            lead: `The quarterly report due on ${l.due} has not been posted within ${REPORT_LATE_DAYS} days.`,
            paragraphs: [
              'The round’s page now shows “reporting: late” to everyone signed in, its backers and the platform’s managers included.',
              'Post the report on the round’s page as an update, ticking “This is the quarterly report”: the round reads current again.',
            ],
          },
  },
  ru: {
    open: 'Открыть раунд',
    build: (l) =>
      l.kind === 'report_due'
        ? {
            subject: 'Пора отправить квартальный отчёт участникам раунда',
            lead: `Квартальный отчёт для участников вашего завершённого раунда краудфандинга нужно опубликовать к ${l.due}.`,
            paragraphs: [
              'Опубликуйте его на странице раунда как новость, отметив «Это квартальный отчёт». Участники прочтут его в комнате участников.',
              `Если отчёта не будет в течение ${REPORT_LATE_DAYS} дней после этой даты, раунд покажет всем вошедшим «отчётность: просрочена».`,
            ],
          }
        : {
            subject: 'Квартальный отчёт просрочен',
            lead: `Квартальный отчёт со сроком ${l.due} не опубликован в течение ${REPORT_LATE_DAYS} дней.`,
            paragraphs: [
              'Теперь страница раунда показывает всем вошедшим, включая участников раунда и менеджеров платформы, «отчётность: просрочена».',
              'Опубликуйте отчёт на странице раунда как новость, отметив «Это квартальный отчёт», — и отчётность снова станет актуальной.',
            ],
          },
  },
};

/** A reporting letter in its reader's language, its date as letters write it, with a link to the round. */
export function reportingLetter(letter: ReportingLetter, url: string) {
  return (reader: Reader): LetterContent => {
    const t = texts[reader.language];
    const { subject, lead, paragraphs } = t.build({ ...letter, due: formatDocumentDay(letter.due, reader.language) });
    return { template: `crowdfunding.${letter.kind}`, subject, lead, paragraphs, link: { label: t.open, url } };
  };
}
