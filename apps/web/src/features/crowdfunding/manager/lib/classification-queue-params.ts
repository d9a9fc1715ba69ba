import { classificationReviews, type ClassificationQueueItem, type ClassificationReview } from '@platform/contract';
import { pageRequest } from './round-queue-params';

/** The declarations' queue as the URL keeps it: `?review=verified&page=2`; waiting ones on page 1 by default. */
export interface ClassificationQueueParams {
  review: ClassificationReview;
  /** 1-based. */
  page: number;
}

function readPage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Reads the queue's state from the URL; an unknown review (an edited or stale link) falls back to the waiting ones. */
export function readClassificationQueue(params: URLSearchParams): ClassificationQueueParams {
  const review = params.get('review');
  return {
    review: review !== null && (classificationReviews as readonly string[]).includes(review) ? (review as ClassificationReview) : 'pending',
    page: readPage(params.get('page')),
  };
}

/** The URL search without the defaults, so the bare queue is plain `/manage/classifications`. */
export function classificationQueueToSearch(state: ClassificationQueueParams): string {
  const params = new URLSearchParams();
  if (state.review !== 'pending') params.set('review', state.review);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The query of `GET /api/v1/manager/classifications`. */
export const classificationQueueRequest = (state: ClassificationQueueParams) => ({ review: state.review, ...pageRequest(state.page) });

/**
 * Whether a manager is offered Verify and Reject: only a company's latest declaration still
 * waiting and in force (the server refuses the others as reviewed or not the latest).
 */
export function isDecidable(item: Pick<ClassificationQueueItem, 'review' | 'superseded' | 'expired'>): boolean {
  return item.review === 'pending' && !item.superseded && !item.expired;
}
