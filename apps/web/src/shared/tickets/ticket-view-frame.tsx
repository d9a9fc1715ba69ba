import { useEffect, type ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { StepTone, TicketStatus, TicketType } from '@platform/contract';
import { ResponseStatusError } from '@/shared/api/errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/page-header';
import { SomethingWentWrong } from '@/shared/ui/states';
import { StatusText } from './status-text';
import { StepIndicator } from './step-indicator';

export interface LoadedTicketProps<Ticket> {
  query: UseQueryResult<Ticket>;
  /** The screen's name: the title of the failed load's notification. */
  screen: string;
  children: (ticket: Ticket) => ReactNode;
}

/**
 * A ticket's view while it loads: a loader, then `children` with the ticket. A failed load also
 * tells in a notification (spec part 1, section 8) and offers to repeat; a missing one says so.
 */
export function LoadedTicket<Ticket>({ query, screen, children }: LoadedTicketProps<Ticket>) {
  const { t } = useTranslation();
  const errorText = useErrorText();

  useEffect(() => {
    if (query.error) notify.error(errorText(query.error), screen);
  }, [query.error, errorText, screen]);

  if (query.data === undefined) {
    if (!query.isError) return <ContentLoader />;
    const missing = query.error instanceof ResponseStatusError && query.error.status === 404;
    return (
      <SomethingWentWrong
        headingOrder={1}
        error={query.error}
        onRetry={() => void query.refetch()}
        description={missing ? t('applications.view.missingId') : undefined}
      />
    );
  }
  return children(query.data);
}

export interface TicketHeaderProps {
  eyebrow: string;
  card: { type: TicketType; status: TicketStatus | 'unknown'; step: { current: number; total: number; tone: StepTone } };
  /** The dates line's parts, already formatted; the missing ones (null) are left out. */
  dates: (string | null)[];
}

/** The header of a ticket's screen: type, dates, status and step. */
export function TicketHeader({ eyebrow, card, dates }: TicketHeaderProps) {
  const { t } = useTranslation();
  return (
    <PageHeader
      eyebrow={eyebrow}
      title={t(`applications.types.${card.type}`)}
      meta={
        <Stack gap="sm" mt={4}>
          <Text fz="sm" c="dimmed">
            {dates.filter(Boolean).join(' · ')}
          </Text>
          <Group gap="xl" align="flex-start" wrap="wrap">
            <StatusText status={card.status} tone={card.step.tone} />
            <StepIndicator step={card.step} />
          </Group>
        </Stack>
      }
    />
  );
}
