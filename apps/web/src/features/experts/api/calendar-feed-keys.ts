export const calendarFeedPath = (expertId: string) => `/api/v1/expert/internal-expert/${encodeURIComponent(expertId)}/calendar-feed`;
export const calendarFeedKeys = { of: (expertId: string) => ['calendar-feed', expertId] as const };
