import { formatMoney, type Language } from '@platform/contract';
import type { LetterContent, Reader } from '../../platform/events/types.js';

/** What a crowdfunding letter is about. */
export type CrowdfundingLetter =
  | { kind: 'round_active' }
  | { kind: 'round_decline'; reason: string }
  | { kind: 'round_finished' }
  | { kind: 'round_ended' }
  | { kind: 'backer_active_startup'; backer: string; amount: number; date: string }
  | { kind: 'backer_active_backer'; startup: string; amount: number; date: string }
  | { kind: 'backer_reject_startup'; backer: string }
  | { kind: 'backer_reject_backer'; startup: string }
  | { kind: 'update'; startup: string; text: string };

type Text = { subject: string; lead: string; body?: string };
type Texts = { open: string; build: (l: CrowdfundingLetter, money: (n: number) => string) => Text };

const texts: Record<Language, Texts> = {
  en: {
    open: 'Open the round',
    build: (l, money) => {
      switch (l.kind) {
        case 'round_active':
          return {
            subject: 'Your crowdfunding round is live',
            lead: 'A platform manager approved your crowdfunding round. Investors and corporates can now see it and join it.',
          };
        case 'round_decline':
          return { subject: 'Your crowdfunding round was declined', lead: 'A platform manager declined your crowdfunding round. The reason:', body: l.reason };
        case 'round_finished':
          return {
            subject: 'Your crowdfunding round is closed',
            lead: 'A platform manager closed your crowdfunding round. It no longer takes new backers; its backers and the amount raised stay on its page.',
          };
        case 'round_ended':
          return {
            subject: 'Your crowdfunding round has ended',
            lead: 'The last day of your crowdfunding round has passed. It no longer takes new backers; its backers and the amount raised stay on its page.',
          };
        case 'backer_active_startup':
          return {
            subject: `New confirmed backer: ${l.backer}`,
            lead: `A platform manager confirmed ${l.backer} as a backer of your round: ${money(l.amount)} invested on ${l.date}.`,
          };
        case 'backer_active_backer':
          return {
            subject: `Your participation in ${l.startup} is confirmed`,
            lead: `A platform manager confirmed your participation in the crowdfunding round of ${l.startup}: ${money(l.amount)} invested on ${l.date}.`,
          };
        case 'backer_reject_startup':
          return { subject: `Backer not confirmed: ${l.backer}`, lead: `A platform manager did not confirm ${l.backer} as a backer of your round.` };
        case 'backer_reject_backer':
          return {
            subject: `Your participation in ${l.startup} was not confirmed`,
            lead: `A platform manager did not confirm your participation in the crowdfunding round of ${l.startup}. Contact the platform manager for details.`,
          };
        case 'update':
          return { subject: `News from ${l.startup}`, lead: `${l.startup} posted an update to the crowdfunding round you joined:`, body: l.text };
      }
    },
  },
  ru: {
    open: 'Открыть раунд',
    build: (l, money) => {
      switch (l.kind) {
        case 'round_active':
          return {
            subject: 'Ваш раунд краудфандинга опубликован',
            lead: 'Менеджер платформы одобрил ваш раунд краудфандинга. Инвесторы и корпорации теперь видят его и могут присоединиться.',
          };
        case 'round_decline':
          return { subject: 'Ваш раунд краудфандинга отклонён', lead: 'Менеджер платформы отклонил ваш раунд краудфандинга. Причина:', body: l.reason };
        case 'round_finished':
          return {
            subject: 'Ваш раунд краудфандинга закрыт',
            lead:
              'Менеджер платформы закрыл ваш раунд краудфандинга. Новые участники к нему не присоединятся; участники и собранная сумма ' +
              'остаются на его странице.',
          };
        case 'round_ended':
          return {
            subject: 'Ваш раунд краудфандинга завершён',
            lead:
              'Последний день вашего раунда краудфандинга прошёл. Новые участники к нему не присоединятся; участники и собранная сумма ' +
              'остаются на его странице.',
          };
        case 'backer_active_startup':
          return {
            subject: `Новый подтверждённый участник: ${l.backer}`,
            lead: `Менеджер платформы подтвердил участие ${l.backer} в вашем раунде: ${money(l.amount)}, дата инвестиции ${l.date}.`,
          };
        case 'backer_active_backer':
          return {
            subject: `Ваше участие в раунде ${l.startup} подтверждено`,
            lead: `Менеджер платформы подтвердил ваше участие в раунде краудфандинга ${l.startup}: ${money(l.amount)}, дата инвестиции ${l.date}.`,
          };
        case 'backer_reject_startup':
          return { subject: `Участник не подтверждён: ${l.backer}`, lead: `Менеджер платформы не подтвердил участие ${l.backer} в вашем раунде.` };
        case 'backer_reject_backer':
          return {
            subject: `Ваше участие в раунде ${l.startup} не подтверждено`,
            lead: `Менеджер платформы не подтвердил ваше участие в раунде краудфандинга ${l.startup}. Подробности — у менеджера платформы.`,
          };
        case 'update':
          return { subject: `Новости ${l.startup}`, lead: `${l.startup} опубликовал новость раунда краудфандинга, в котором вы участвуете:`, body: l.text };
      }
    },
  },
};

const money = (language: Language) => (n: number) => formatMoney(n, language);

/** A crowdfunding letter in its reader's language, with a link to the round. */
export function crowdfundingLetter(letter: CrowdfundingLetter, url: string) {
  return (reader: Reader): LetterContent => {
    const t = texts[reader.language];
    const { subject, lead, body } = t.build(letter, money(reader.language));
    return { template: `crowdfunding.${letter.kind}`, subject, lead, quote: body, link: { label: t.open, url } };
  };
}
