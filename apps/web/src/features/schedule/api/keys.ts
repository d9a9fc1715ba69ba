/** The work calendars, under one prefix so a save refreshes every shown week of the expert. */
export const scheduleKeys = {
  all: ['work-calendar'] as const,
  expert: (expertId: string) => ['work-calendar', expertId] as const,
  week: (expertId: string, from: string, to: string) => ['work-calendar', expertId, from, to] as const,
};
