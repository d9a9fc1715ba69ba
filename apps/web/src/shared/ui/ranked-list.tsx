import { Fragment, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { HandbookItem } from '@platform/contract';
import { handbookNames } from '@/shared/lib/handbook-options';
import { ContentLoader } from './loaders';
import { SomethingWentWrong } from './states';

/** Rows shown before "show all". */
const FIRST_ROWS = 10;

export interface RankedListProps<Item extends { id: string }> {
  query: UseQueryResult<Item[]>;
  /** The list's name for screen readers: the card's title. */
  label: string;
  /** Said when nobody ranks. */
  empty: string;
  children: (item: Item, place: number) => ReactNode;
}

/** Companies ranked for a ticket, best first: the first ten, then all on demand. */
export function RankedList<Item extends { id: string }>({ query, label, empty, children }: RankedListProps<Item>) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  if (query.isPending) return <ContentLoader />;
  if (query.isError) return <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data;
  if (items.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {empty}
      </Text>
    );
  }
  const shown = all ? items : items.slice(0, FIRST_ROWS);
  return (
    <Stack gap="sm">
      <Stack gap="sm" role="list" aria-label={label}>
        {shown.map((item, index) => (
          <Fragment key={item.id}>{children(item, index + 1)}</Fragment>
        ))}
      </Stack>
      {items.length > FIRST_ROWS ? (
        <Group justify="center">
          <Button variant="subtle" onClick={() => setAll((value) => !value)}>
            {all ? t('common.less') : t('common.more', { count: items.length - FIRST_ROWS })}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** One kind of what a company has in common with the ticket: the label, then a badge a handbook entry. */
export function MatchedLine({
  label,
  ids,
  handbook,
  ...rest
}: {
  label: string;
  ids: number[];
  handbook: readonly HandbookItem[] | undefined;
  'data-testid'?: string;
}) {
  const names = handbookNames(ids, handbook);
  return (
    <Group gap={4} wrap="wrap" data-testid={rest['data-testid']}>
      <Text fz="xs" c="dimmed" mr={2}>
        {label}
      </Text>
      {(names.length ? names : ids.map(String)).map((name) => (
        <Badge key={name} variant="light" radius="sm" tt="none" size="sm">
          {name}
        </Badge>
      ))}
    </Group>
  );
}

/** In place of a row's action once it is done (offered, sent). */
export function DoneBadge({ children }: { children: ReactNode }) {
  return (
    <Badge color="teal" variant="light" leftSection={<IconCheck size={14} aria-hidden />} tt="none" size="lg" radius="sm" style={{ flexShrink: 0 }}>
      {children}
    </Badge>
  );
}
