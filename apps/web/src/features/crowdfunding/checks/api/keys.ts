import { queryKeys } from '@/shared/api/query-keys';

/**
 * A backer's checks sit under the crowdfunding root: a joined round (or a `crowdfunding` push)
 * moves what is committed, so the limit reads again with every other crowdfunding screen.
 */
const root = [...queryKeys.crowdfunding, 'checks'] as const;
export const checksKeys = {
  all: root,
  classification: [...root, 'classification'] as const,
  limits: [...root, 'limits'] as const,
  /** The knowledge test's questions, simulation and last attempt (in the reader's language). */
  knowledgeTest: [...root, 'knowledge-test'] as const,
  /** The managers' queue of declarations, by filter and page. */
  queue: (request: object) => [...root, 'queue', request] as const,
};
