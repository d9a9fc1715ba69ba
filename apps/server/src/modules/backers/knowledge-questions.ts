import type { Language } from '@platform/contract';

type Texts = Record<Language, string>;
export type KnowledgeQuestion = { id: string; text: Texts; options: { id: string; text: Texts }[]; correct: string; explanation: Texts };

/** Right answers needed to pass: four of five. */
export const KNOWLEDGE_PASS_MARK = 4;

/**
 * The entry knowledge test (ECSP art. 21(2)): what a backer must understand about crowdfunding
 * investments, with the reason behind each right answer. Data, not logic: a new question is a
 * new entry here, in both languages.
 */
export const knowledgeQuestions: KnowledgeQuestion[] = [
  {
    id: 'loss',
    text: {
      en: 'What can happen to the money you invest in a crowdfunding project?',
      ru: 'Что может произойти с деньгами, вложенными в краудфандинговый проект?',
    },
    options: [
      { id: 'protected', text: { en: 'It is protected by a deposit guarantee scheme', ru: 'Они защищены системой страхования вкладов' } },
      { id: 'all', text: { en: 'You may lose all of it', ru: 'Вы можете потерять их полностью' } },
      { id: 'half', text: { en: 'You can lose at most half of it', ru: 'Вы можете потерять не больше половины' } },
    ],
    correct: 'all',
    explanation: {
      en: 'Early-stage companies often fail, and no deposit guarantee or investor compensation scheme covers a crowdfunding investment.',
      ru: 'Компании на ранней стадии часто прекращают работу, а вложения через краудфандинг не покрываются страхованием вкладов или компенсационными фондами.',
    },
  },
  {
    id: 'liquidity',
    text: { en: 'Can you sell your stake whenever you want?', ru: 'Можете ли вы продать свою долю в любой момент?' },
    options: [
      { id: 'anytime', text: { en: 'Yes, on the platform at any time', ru: 'Да, на платформе в любое время' } },
      { id: 'maybe_never', text: { en: 'Not necessarily: there may be no buyer for years', ru: 'Не обязательно: покупателя может не быть годами' } },
      { id: 'after_year', text: { en: 'Yes, after one year the startup buys it back', ru: 'Да, через год стартап выкупает её' } },
    ],
    correct: 'maybe_never',
    explanation: {
      en: 'There is no market for these stakes: you may have to hold one until the company is sold or lists, which may never happen.',
      ru: 'Для таких долей нет рынка: держать долю, возможно, придётся до продажи компании или выхода на биржу, которых может не случиться.',
    },
  },
  {
    id: 'dilution',
    text: {
      en: 'The startup raises more money later. What usually happens to your share of it?',
      ru: 'Стартап позже привлекает ещё деньги. Что обычно происходит с вашей долей?',
    },
    options: [
      { id: 'grows', text: { en: 'It grows', ru: 'Она растёт' } },
      { id: 'same', text: { en: 'It stays the same by law', ru: 'По закону она не меняется' } },
      { id: 'diluted', text: { en: 'It becomes smaller (dilution)', ru: 'Она уменьшается (размытие)' } },
    ],
    correct: 'diluted',
    explanation: {
      en: 'New shares issued to new investors make each existing share a smaller part of the company, unless you invest again.',
      ru: 'Новые акции для новых инвесторов делают каждую прежнюю долю меньшей частью компании, если вы не вкладываете снова.',
    },
  },
  {
    id: 'diversify',
    text: { en: 'How should crowdfunding fit into your investments?', ru: 'Какое место краудфандинг должен занимать в ваших вложениях?' },
    options: [
      { id: 'all_in', text: { en: 'Put most of your funds into one promising project', ru: 'Вложить большую часть средств в один перспективный проект' } },
      {
        id: 'small_part',
        text: {
          en: 'Only a small part you can afford to lose, spread over several projects',
          ru: 'Лишь небольшая часть, которую не жалко потерять, в нескольких проектах',
        },
      },
      { id: 'borrow', text: { en: 'Borrow to invest more', ru: 'Взять заём, чтобы вложить больше' } },
    ],
    correct: 'small_part',
    explanation: {
      en: 'Because any one project may fail, only money you can lose should go in, and spreading it lowers the chance of losing all of it.',
      ru: 'Любой проект может не состояться, поэтому вкладывать стоит только то, что вы готовы потерять, и распределение снижает риск потерять всё.',
    },
  },
  {
    id: 'returns',
    text: { en: 'Are returns on a crowdfunding investment guaranteed?', ru: 'Гарантирован ли доход от вложений через краудфандинг?' },
    options: [
      { id: 'guaranteed', text: { en: 'Yes, the platform guarantees them', ru: 'Да, платформа его гарантирует' } },
      { id: 'not_guaranteed', text: { en: 'No: neither returns nor dividends are guaranteed', ru: 'Нет: ни доход, ни дивиденды не гарантированы' } },
      { id: 'fixed', text: { en: 'Yes, a fixed yearly rate', ru: 'Да, по фиксированной годовой ставке' } },
    ],
    correct: 'not_guaranteed',
    explanation: {
      en: 'The platform does not guarantee any return; the startup pays one only if it succeeds and decides to.',
      ru: 'Платформа не гарантирует дохода; стартап платит его, только если добьётся успеха и решит это сделать.',
    },
  },
];
