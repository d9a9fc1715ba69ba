import { z } from 'zod';
import { languages, type Language } from './basics.js';
import { fieldCode } from './field-codes.js';
import type { PassportClaimKey } from './proof.js';

/*
 * The key investment information sheet of a crowdfunding round (Regulation (EU) 2020/1503, art. 23
 * and Annex I): a PDF made from a stored snapshot of the round's terms and its startup's passport,
 * one version when a manager activates the round and one more at each change of terms.
 * docs/decisions.md, "The key investment information sheet", says why each rule is as it is.
 */

/** Annex I's limit: the sheet is at most six A4 pages. */
export const KIIS_MAX_PAGES = 6;

/** `GET /api/v1/crowdfunding/{id}/kiis`: a stored version (the current one by default) in a language (the reader's by default). */
export const kiisQuerySchema = z.object({
  version: z.coerce.number(fieldCode('not_number')).int(fieldCode('not_whole_number')).positive(fieldCode('not_whole_number')).optional(),
  lang: z.enum(languages).optional(),
});
export type KiisQuery = z.infer<typeof kiisQuerySchema>;

export const kiisVersionSchema = z.object({
  version: z.number().int(),
  created_at: z.string(),
  /** The SHA-256 (lower-case hex) of the version's PDF in each language: the bytes are made again from the stored snapshot, identical each time. */
  sha256: z.object({ en: z.string(), ru: z.string() }),
  /** The newest version: the one a backer acknowledges when joining. */
  current: z.boolean(),
});
export type KiisVersion = z.infer<typeof kiisVersionSchema>;
/** `GET /api/v1/crowdfunding/{id}/kiis/versions`, newest first. */
export const kiisVersionListSchema = z.object({ versions: z.array(kiisVersionSchema) });
export type KiisVersionList = z.infer<typeof kiisVersionListSchema>;

type KiisTexts = {
  title: string;
  subtitle: string;
  version: string;
  preview: string;
  notApproved: string;
  warningTitle: string;
  warning: string;
  termsTitle: string;
  terms: { startup: string; investmentMin: string; investmentMax: string; minTicket: string; expire: string; conditions: string; none: string };
  passportTitle: string;
  passportLead: string;
  claims: Record<PassportClaimKey, string>;
  unset: string;
  self: string;
  expert: string;
  pilot: string;
  stale: string;
  withdrawn: string;
  risksTitle: string;
  risks: string[];
  verifyAt: string;
};

/**
 * The sheet's texts, printed by the server only (the web shows the PDF, not these words), so
 * they stay out of `texts.ts`, whose keys the web merges into its catalogue. The warning is the
 * one art. 23(6)(b) fixes.
 */
export const kiisTexts: Record<Language, KiisTexts> = {
  en: {
    title: 'Key investment information sheet',
    subtitle: 'Crowdfunding round of {{startup}}',
    version: 'Version {{version}}, made {{date}}',
    preview: 'Preview: not issued yet. Version 1 is made when a platform manager opens the round.',
    notApproved:
      'This crowdfunding offer has been neither verified nor approved by competent authorities ' + 'or the European Securities and Markets Authority (ESMA).',
    warningTitle: 'Risk warning',
    warning: 'An investment in a crowdfunding project includes the risk of losing the entirety of the money invested.',
    termsTitle: 'Part A. The offer',
    terms: {
      startup: 'Project owner',
      investmentMin: 'Target amount (minimum)',
      investmentMax: 'Maximum amount',
      minTicket: 'Minimum ticket per backer',
      expire: 'Last day to join',
      conditions: 'Conditions of the deal',
      none: 'not set',
    },
    passportTitle: 'Part B. What the startup states, and the evidence',
    passportLead:
      'Each figure is the startup’s own unless evidence is named. ' +
      'Evidence older than 12 months is marked stale; a verification a manager revoked is marked withdrawn.',
    claims: {
      team: 'Team (score)',
      management: 'Change management (score)',
      technology: 'Technology (score)',
      business: 'Business (score)',
      annual_revenue: 'Annual revenue',
      monthly_revenue: 'Monthly revenue',
      mrr: 'Monthly recurring revenue',
      mom_growth: 'Month-on-month growth, %',
      monthly_burn_rate: 'Monthly burn rate',
      runrate: 'Run rate',
    },
    unset: 'not stated',
    self: 'stated by the startup, not verified',
    expert: 'verified by {{verifier}} ({{value}}) on {{date}}',
    pilot: 'shown by a pilot with {{verifier}}, outcome recorded on {{date}}',
    stale: 'STALE: the evidence is older than 12 months',
    withdrawn: 'WITHDRAWN: an expert’s verification was revoked on {{date}}',
    risksTitle: 'Part C. Main risks',
    risks: [
      'Loss of capital: the startup may fail, and the whole amount invested may be lost.',
      'Liquidity: there is no market on which the investment can be sold; it may be impossible to exit before the startup is sold or lists.',
      'Returns: dividends, interest or a sale may not come, or come later and lower than expected.',
      'Dilution: later rounds may reduce the share an investment represents.',
      'No protection: the investment is not a deposit and is covered by neither a deposit guarantee scheme nor an investor compensation scheme.',
      'Information: the figures the startup states and not verified above have not been checked by the platform.',
    ],
    verifyAt: 'Check that this file is unchanged: drop it on {{url}}, or compare its SHA-256 with the one the platform lists for this version.',
  },
  ru: {
    title: 'Ключевой информационный документ об инвестициях',
    subtitle: 'Раунд краудфандинга {{startup}}',
    version: 'Версия {{version}} от {{date}}',
    preview: 'Предварительный просмотр: документ ещё не выпущен. Версия 1 появится, когда менеджер платформы откроет раунд.',
    notApproved:
      'Это краудфандинговое предложение не проверено и не одобрено компетентными органами ' + 'или Европейским управлением по ценным бумагам и рынкам (ESMA).',
    warningTitle: 'Предупреждение о риске',
    warning: 'Инвестиции в краудфандинговый проект сопряжены с риском потери всей вложенной суммы.',
    termsTitle: 'Часть A. Предложение',
    terms: {
      startup: 'Владелец проекта',
      investmentMin: 'Целевая сумма (минимум)',
      investmentMax: 'Максимальная сумма',
      minTicket: 'Минимальный взнос участника',
      expire: 'Последний день для участия',
      conditions: 'Условия сделки',
      none: 'не задан',
    },
    passportTitle: 'Часть B. Что заявляет стартап и чем это подтверждено',
    passportLead:
      'Каждый показатель заявлен самим стартапом, если не указано подтверждение. ' +
      'Подтверждение старше 12 месяцев отмечено как устаревшее; отозванное менеджером — как отозванное.',
    claims: {
      team: 'Команда (оценка)',
      management: 'Управление изменениями (оценка)',
      technology: 'Технологии (оценка)',
      business: 'Бизнес (оценка)',
      annual_revenue: 'Годовая выручка',
      monthly_revenue: 'Месячная выручка',
      mrr: 'Регулярная месячная выручка',
      mom_growth: 'Рост за месяц, %',
      monthly_burn_rate: 'Расходы в месяц',
      runrate: 'Годовой темп выручки',
    },
    unset: 'не указано',
    self: 'заявлено стартапом, не подтверждено',
    expert: 'подтверждено {{verifier}} ({{value}}) {{date}}',
    pilot: 'показано пилотом с {{verifier}}, итог записан {{date}}',
    stale: 'УСТАРЕЛО: подтверждению больше 12 месяцев',
    withdrawn: 'ОТОЗВАНО: подтверждение эксперта отозвано {{date}}',
    risksTitle: 'Часть C. Основные риски',
    risks: [
      'Потеря капитала: стартап может не состояться, и вся вложенная сумма может быть потеряна.',
      'Ликвидность: рынка, на котором можно продать вложение, нет; выйти до продажи стартапа или его листинга может быть невозможно.',
      'Доходность: дивиденды, проценты или продажа могут не состояться либо прийти позже и меньше ожидаемого.',
      'Размытие: следующие раунды могут уменьшить долю, которую представляет вложение.',
      'Отсутствие защиты: вложение не является вкладом и не покрывается ни системой гарантирования вкладов, ни системой компенсации инвесторам.',
      'Информация: показатели, которые заявил стартап и которые выше не подтверждены, платформа не проверяла.',
    ],
    verifyAt: 'Проверьте, что файл не изменён: перетащите его на {{url}} или сравните его SHA-256 с указанным платформой для этой версии.',
  },
};
