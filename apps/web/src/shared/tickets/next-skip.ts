/** The skip of the next page, or undefined once every application (or expert ticket) is loaded. */
export function nextTicketSkip(pages: { tickets: unknown[]; total: number }[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = pages.reduce((sum, page) => sum + page.tickets.length, 0);
  return last.tickets.length > 0 && loaded < last.total ? loaded : undefined;
}
