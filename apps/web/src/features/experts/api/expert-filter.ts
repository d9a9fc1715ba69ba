import { useCallback, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../shared/api/api';
import { notify } from '../../../shared/ui/notify';
import { readExpertFilter, type ExpertFilter } from '../lib/expert-filter';

const PREFERENCE = 'expert_filter';
const answerSchema = z.object({ value: z.unknown() });

/** `GET /api/v1/user/preferences/expert_filter`: the stored search and order, or null. */
async function getExpertFilter(signal?: AbortSignal): Promise<unknown> {
  const { value } = answerSchema.parse(await api.get(`/api/v1/user/preferences/${PREFERENCE}`, { signal }));
  return value ?? null;
}

/** `PUT /api/v1/user/preferences/expert_filter`: stores them; null forgets them. */
async function putExpertFilter(value: ExpertFilter | null): Promise<void> {
  await api.put(`/api/v1/user/preferences/${PREFERENCE}`, { value });
}

/**
 * The expert list's search and order, kept on the server like the other lists' filters, across
 * reloads and devices. Until the stored one is read, `ready` is false; a failed read starts from
 * the initial filter.
 */
export function useExpertFilter() {
  const { t } = useTranslation();
  const stored = useQuery({
    queryKey: ['preferences', PREFERENCE],
    queryFn: ({ signal }) => getExpertFilter(signal),
    // Read fresh on every visit: another device may have changed it.
    gcTime: 0,
    retry: false,
  });
  // Changes are sent one after another, so the server keeps the last.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const save = useCallback(
    (value: ExpertFilter | null) => {
      queue.current = queue.current.then(() => putExpertFilter(value)).catch(() => notify.error(t('experts.searchNotSaved')));
    },
    [t],
  );
  return { ready: !stored.isPending, filter: readExpertFilter(stored.data), save };
}
