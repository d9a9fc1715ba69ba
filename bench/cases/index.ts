import type { BenchCase } from '../lib/types.js';
import { handbooks } from './handbooks.js';
import { handbooksNotModified } from './handbooks-not-modified.js';
import { companiesSearch } from './companies-search.js';
import { companyTimeline, companyTimelineDeep } from './company-timeline.js';
import { crowdfundingList } from './crowdfunding-list.js';
import { crowdfundingFirstPage, crowdfundingPublic, roundBackers } from './crowdfunding-pages.js';
import { portfolio, roomPosts, roundQuestions } from './crowdfunding-reads.js';
import { pilotsShowcase } from './pilots-showcase.js';
import { startupsByScore, startupsList, startupsSearch } from './startups-list.js';
import { companyThreads, expertTickets, managerQueue, managerQueueAll, ownerTickets, workCalendarWeek } from './tickets.js';
import { userInfo } from './user-info.js';

/** Every case, in the order they run against each database. */
export const cases: BenchCase[] = [userInfo, handbooks, handbooksNotModified];

/** Cases on the generated startups and applications; they run when generation is on (BENCH_STARTUPS > 0). */
export const dataCases: BenchCase[] = [
  startupsList,
  startupsByScore,
  startupsSearch,
  ownerTickets,
  managerQueue,
  managerQueueAll,
  companyThreads,
  expertTickets,
  workCalendarWeek,
  crowdfundingList,
  crowdfundingFirstPage,
  crowdfundingPublic,
  roundBackers,
  portfolio,
  roundQuestions,
  roomPosts,
  pilotsShowcase,
  companiesSearch,
  companyTimeline,
  companyTimelineDeep,
];
