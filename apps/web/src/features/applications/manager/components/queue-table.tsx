import { useMemo } from 'react';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import type { ManagerQueueItem } from '../api/get-queue';
import { isRole } from '@/shared/lib/roles';
import { ExpiredBadge, StatusBadge, StepText } from '@/shared/ui/status-step';
import classes from './queue-table.module.css';

const columnIds = ['company', 'type', 'status', 'step', 'date', 'expire', 'offers'] as const;
type ColumnId = (typeof columnIds)[number];
const numeric = new Set<ColumnId>(['offers']);
/** Short values stay on one line; the company and type may wrap. */
const oneLine = new Set<ColumnId>(['status', 'step', 'date', 'expire', 'offers']);

export interface QueueTableProps {
  rows: ManagerQueueItem[];
  /** The queue's URL search, so the ticket page can lead back to the same filters and page. */
  queueSearch: string;
}

/**
 * One page of the queue: TanStack Table lays out the columns, the server filters and pages. The
 * company name is the row's link (keyboards, screen readers); a click anywhere on the row opens it too.
 */
export function QueueTable({ rows, queueSearch }: QueueTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const columns = useMemo<ColumnDef<ManagerQueueItem>[]>(() => {
    const state = { queueSearch };
    const cell = (id: ColumnId, row: ManagerQueueItem) => {
      switch (id) {
        case 'company':
          return (
            <Stack gap={0}>
              <Anchor component={Link} to={paths.manage.ticket(row.id)} state={state} fw={600} onClick={(event) => event.stopPropagation()}>
                {row.owner.name}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {isRole(row.owner.role) ? t(`roles.${row.owner.role}`) : row.owner.role}
              </Text>
            </Stack>
          );
        case 'type':
          return t(`manage.types.${row.type_ticket}`);
        case 'status':
          return row.expired ? (
            <Group gap={6} wrap="nowrap">
              <StatusBadge status={row.status} />
              <ExpiredBadge />
            </Group>
          ) : (
            <StatusBadge status={row.status} />
          );
        case 'step':
          return <StepText status={row.status} />;
        case 'date':
          return format.date(row.date);
        case 'expire':
          return row.expire ? format.date(row.expire) : <Text c="dimmed">{t('manage.none')}</Text>;
        case 'offers':
          return row.offers_count > 0 ? <Badge variant="light">{format.number(row.offers_count)}</Badge> : <Text c="dimmed">0</Text>;
      }
    };
    return columnIds.map((id) => ({ id, header: t(`manage.queue.columns.${id}`), cell: ({ row }) => cell(id, row.original) }));
  }, [t, format, queueSearch]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the table is read in this render only, never memoised
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row.id });

  return (
    <ScrollRegion label={t('manage.queue.table')} minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('manage.queue.table')}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} ta={numeric.has(header.column.id as ColumnId) ? 'right' : undefined}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr
              key={row.id}
              className={classes.row}
              onClick={() => void navigate(paths.manage.ticket(row.original.id), { state: { queueSearch } })}
              data-testid="queue-row"
            >
              {row.getVisibleCells().map((cell) => (
                <Table.Td
                  key={cell.id}
                  ta={numeric.has(cell.column.id as ColumnId) ? 'right' : undefined}
                  style={oneLine.has(cell.column.id as ColumnId) ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
