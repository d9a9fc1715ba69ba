import { useEffect, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { ExpectedError, ResponseStatusError } from '@/shared/api/errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';

/** A crowdfunding read that is missing: the spec's "CrowdfundingId not found", with a way back. */
export function RoundNotFound({ title, back }: { title?: string; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <StateBlock
      headingOrder={1}
      color="gray"
      icon={<IconMapSearch size={36} stroke={1.6} />}
      title={title ?? t('crowdfundingView.notFound')}
      description={t('crowdfundingView.notFoundHint')}
      action={
        <Button component={Link} to={back.to} variant="light">
          {back.label}
        </Button>
      }
      data-testid="round-not-found"
    />
  );
}

/** A malformed id (400) is as missing as an unknown one (404). */
export function isMissing(error: unknown): boolean {
  return (error instanceof ResponseStatusError && error.status === 404) || (error instanceof ExpectedError && error.status === 400);
}

/**
 * A round's read while it loads: a loader, then `children` with the data. A 404 is the
 * not-found state; another failure tells in a notification and offers to repeat.
 */
export function Loaded<T>({ query, notFound, children }: { query: UseQueryResult<T>; notFound: ReactNode; children: (data: T) => ReactNode }) {
  const errorText = useErrorText();
  const missing = isMissing(query.error);
  useEffect(() => {
    if (query.error && !missing) notify.error(errorText(query.error));
  }, [query.error, missing, errorText]);
  if (query.data === undefined) {
    if (!query.isError) return <ContentLoader />;
    return missing ? notFound : <SomethingWentWrong headingOrder={1} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
