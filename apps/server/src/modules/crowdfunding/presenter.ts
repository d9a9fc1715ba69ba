import { eq, sql } from 'drizzle-orm';
import {
  backingMachine,
  movesFrom,
  type Backer,
  type BackerStatus,
  type CrowdfundingListItem,
  type CrowdfundingStatus,
  type FullBacker,
} from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, crowdfundBackers, crowdfunds, files, startupProfiles } from '../../db/schema/index.js';
import { presentFile } from '../files/index.js';

/**
 * What the crowdfunding reads share: today in UTC (a round expires at the end of its last day,
 * UTC, as the contract's `utcToday`), the status a reader sees and the days left, all in SQL.
 */
export const utcTodaySql = sql`(current_timestamp at time zone 'UTC')::date`;
export const effectiveStatusSql = sql<CrowdfundingStatus>`case when ${crowdfunds.status} = 'active' and ${crowdfunds.expire} < ${utcTodaySql}
  then 'finished' else ${crowdfunds.status} end`;
export const daysLeftSql = sql<number>`greatest(${crowdfunds.expire} - ${utcTodaySql}, 0)::integer`.mapWith(Number);

/** Rounds anyone may see; literals, not parameters, so the partial indexes of the list apply. */
export const visibleRound = sql`${crowdfunds.status} in ('active', 'finished')`;

/** The columns of a round as the list shows it (the startup's company, profile and logo joined). */
export const listItemColumns = {
  id: crowdfunds.id,
  startupName: companies.name,
  productDescription: startupProfiles.productDescription,
  logo: { id: files.id, name: files.name, size: files.size },
  currentInvestments: crowdfunds.currentInvestments,
  min: crowdfunds.investmentMin,
  max: crowdfunds.investmentMax,
  percent: crowdfunds.raisedPercent,
  expire: crowdfunds.expire,
  status: effectiveStatusSql,
  daysLeft: daysLeftSql,
  backersCount: crowdfunds.backersCount,
  createdAt: crowdfunds.createdAt,
};

type FileSummary = { id: string; name: string; size: number } | null;

export type ListItemRow = {
  id: string;
  startupName: string;
  productDescription: string | null;
  logo: FileSummary;
  currentInvestments: number;
  min: number;
  max: number;
  percent: number;
  expire: string;
  status: CrowdfundingStatus;
  daysLeft: number;
  backersCount: number;
  createdAt: Date;
  /** The reader's own backing status (the list's mark); left out where no reader's backing is read. */
  backing?: BackerStatus | null;
};

export function presentListItem(r: ListItemRow): CrowdfundingListItem {
  return {
    id: r.id,
    startup_name: r.startupName,
    product_description: r.productDescription,
    startup_logo: r.logo ? presentFile(r.logo) : null,
    current_investments: Number(r.currentInvestments),
    value_of_investments: { min: Number(r.min), max: Number(r.max), percent: Number(r.percent) },
    expire: r.expire,
    status: r.status,
    days_left: Number(r.daysLeft),
    backers_count: Number(r.backersCount),
    created_at: r.createdAt.toISOString(),
    backing: r.backing ?? null,
  };
}

/** The columns of a backer with its company (join `companies` on the backer and `files` on its logo). */
export const backerColumns = {
  id: crowdfundBackers.id,
  role: crowdfundBackers.role,
  createdAt: crowdfundBackers.createdAt,
  dateOfInvestment: crowdfundBackers.dateOfInvestment,
  investmentAmount: crowdfundBackers.investmentAmount,
  amount: crowdfundBackers.amount,
  status: crowdfundBackers.status,
  backerId: crowdfundBackers.backerId,
  companyName: companies.name,
  logo: { id: files.id, name: files.name, size: files.size },
};

/** Backers with their company and its logo, to filter and page. */
export const backersWithCompany = (q: Db | Tx) =>
  q
    .select(backerColumns)
    .from(crowdfundBackers)
    .leftJoin(companies, eq(companies.userId, crowdfundBackers.backerId))
    .leftJoin(files, eq(files.id, companies.logoFileId));

export type BackerRow = {
  id: string;
  role: 'investor' | 'corporate';
  createdAt: Date;
  dateOfInvestment: string | null;
  investmentAmount: number | null;
  amount: number | null;
  status: FullBacker['status'];
  backerId: string;
  companyName: string | null;
  logo: FileSummary;
};

/**
 * How a reader sees one backing: `full` for managers, the round's startup and the backer itself;
 * `named` (the company, nothing of the backing) for other signed-in companies; `anonymous`
 * (neither) for signed-out visitors. Who may see which backers is decided in SQL
 * (`card-service.ts`), this only shapes what is shown of each.
 */
export type BackerView = 'full' | 'named' | 'anonymous';

/** A backing with everything: for managers, the round's startup and the backer itself; a manager also gets its moves. */
export function presentFullBacker(r: BackerRow, manager = false): FullBacker {
  return {
    id: r.id,
    role: r.role,
    created_at: r.createdAt.toISOString(),
    date_of_investment: r.dateOfInvestment,
    investment_amount: r.investmentAmount == null ? null : Number(r.investmentAmount),
    amount: r.amount == null ? null : Number(r.amount),
    status: r.status,
    founder: { id: r.backerId, logo: r.logo ? presentFile(r.logo) : null, company_name: r.companyName ?? '' },
    moves: manager ? movesFrom(backingMachine, r.status) : [],
  };
}

export function presentBacker(r: BackerRow, view: BackerView, manager = false): Backer {
  if (view === 'full') return presentFullBacker(r, manager);
  const founder = view === 'named' ? { id: r.backerId, logo: r.logo ? presentFile(r.logo) : null, company_name: r.companyName ?? '' } : null;
  return { id: r.id, role: r.role, created_at: null, date_of_investment: null, investment_amount: null, amount: null, status: null, founder, moves: [] };
}
