import { queryKeys } from '@/shared/api/query-keys';

/** The work calendars, under one prefix so a save refreshes every shown week of the expert and a `ticket` event all of them. */
export const scheduleKeys = {
  all: queryKeys.workCalendars,
  expert: (expertId: string) => [...queryKeys.workCalendars, expertId] as const,
  week: (expertId: string, from: string, to: string) => [...queryKeys.workCalendars, expertId, from, to] as const,
};
