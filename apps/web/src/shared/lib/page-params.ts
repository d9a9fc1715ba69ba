/** Rows per page of the back office's paged lists (queue, audit log, threads, reports, pilots). */
export const QUEUE_PAGE_SIZE = 20;

/** A positive whole page number from the URL; anything else is the first page. */
export function readPage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export const pageCount = (total: number, size = QUEUE_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));
