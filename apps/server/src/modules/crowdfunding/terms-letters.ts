import { changeFieldNames, formatDocumentDay, formatMoney, type ChangeField, type ChangeFields, type Language } from '@platform/contract';
import type { LetterContent, Reader } from '../../platform/events/types.js';

/** What a letter about a round's terms tells its backer. */
export type TermsLetter =
  | {
      kind: 'terms_changed';
      startup: string;
      before: ChangeFields;
      after: ChangeFields;
      reason: string;
      reconfirmBy: string;
      /** The new version of the round's key investment information sheet and where to read it; absent for changes made before sheets existed. */
      kiis?: { version: number; url: string } | undefined;
    }
  | { kind: 'backing_lapsed'; startup: string; reconfirmBy: string };

type Words = {
  open: string;
  portfolio: (url: string) => string;
  subject: (l: TermsLetter) => string;
  lead: (l: TermsLetter, date: (d: string) => string) => string;
  deadline: (date: string) => string;
  kiis: (version: number, url: string) => string;
  fields: Record<ChangeField, string>;
};

const words: Record<Language, Words> = {
  en: {
    open: 'Open the round',
    portfolio: (url) => `You can also reconfirm from your portfolio: ${url}`,
    subject: (l) =>
      l.kind === 'terms_changed'
        ? `The terms of ${l.startup}'s round changed: reconfirm your participation`
        : `Your participation in ${l.startup} was cancelled`,
    lead: (l, date) =>
      l.kind === 'terms_changed'
        ? `A platform manager changed the terms of the crowdfunding round of ${l.startup} at the startup's request. The reason:`
        : `The terms of the crowdfunding round of ${l.startup} changed and your participation was not reconfirmed by ${date(l.reconfirmBy)}, ` +
          'so the platform cancelled it. You can join the round again while it is open.',
    deadline: (date) => `Your participation stays only if you reconfirm it by the end of ${date} (UTC); otherwise it is cancelled.`,
    kiis: (version, url) => `A new version of the key investment information sheet is available: version ${version}, ${url}`,
    fields: {
      investment_min: 'Investment minimum',
      investment_max: 'Investment maximum',
      conditions_of_deal: 'Conditions of deal',
      expire: 'Last day of the round',
    },
  },
  ru: {
    open: 'Открыть раунд',
    portfolio: (url) => `Подтвердить участие можно и в портфеле: ${url}`,
    subject: (l) =>
      l.kind === 'terms_changed' ? `Условия раунда ${l.startup} изменились: подтвердите участие` : `Ваше участие в раунде ${l.startup} отменено`,
    lead: (l, date) =>
      l.kind === 'terms_changed'
        ? `Менеджер платформы по просьбе стартапа изменил условия раунда краудфандинга ${l.startup}. Причина:`
        : `Условия раунда краудфандинга ${l.startup} изменились, а ваше участие не было подтверждено до ${date(l.reconfirmBy)}, ` +
          'поэтому платформа его отменила. Пока раунд открыт, к нему можно присоединиться снова.',
    deadline: (date) => `Участие сохранится, только если вы подтвердите его до конца дня ${date} (UTC); иначе оно будет отменено.`,
    kiis: (version, url) => `Доступна новая версия ключевого информационного документа об инвестициях: версия ${version}, ${url}`,
    fields: {
      investment_min: 'Минимум инвестиций',
      investment_max: 'Максимум инвестиций',
      conditions_of_deal: 'Условия сделки',
      expire: 'Последний день раунда',
    },
  },
};

/** A change's fields as "before → after" rows, money and dates in the reader's format. */
function changeRows(l: Extract<TermsLetter, { kind: 'terms_changed' }>, language: Language, date: (d: string) => string): [string, string][] {
  const t = words[language].fields;
  const money = (n: unknown) => formatMoney(Number(n), language);
  const shown: Record<ChangeField, (v: unknown) => string> = {
    investment_min: money,
    investment_max: money,
    conditions_of_deal: String,
    expire: (v) => date(String(v)),
  };
  return changeFieldNames
    .filter((field) => l.after[field] !== undefined)
    .map((field) => [t[field], `${shown[field](l.before[field])} → ${shown[field](l.after[field])}`]);
}

/** A letter about a round's terms in its reader's language, with a link to the round and the portfolio named. */
export function termsLetter(letter: TermsLetter, urls: { round: string; portfolio: string }) {
  return (reader: Reader): LetterContent => {
    const t = words[reader.language];
    const date = (d: string) => formatDocumentDay(d, reader.language);
    const common = {
      template: `crowdfunding.${letter.kind}`,
      subject: t.subject(letter),
      lead: t.lead(letter, date),
      link: { label: t.open, url: urls.round },
    };
    if (letter.kind === 'backing_lapsed') return common;
    return {
      ...common,
      quote: letter.reason,
      facts: changeRows(letter, reader.language, date),
      paragraphs: [
        t.deadline(date(letter.reconfirmBy)),
        // Reconfirming means agreeing to the terms this version states, so the letter names it.
        ...(letter.kiis ? [t.kiis(letter.kiis.version, letter.kiis.url)] : []),
        t.portfolio(urls.portfolio),
      ],
    };
  };
}
