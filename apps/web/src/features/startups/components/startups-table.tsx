import { useMemo } from 'react';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef as TableColumn } from '@tanstack/react-table';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { SortState, StartupListItem } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import type { ColumnSetting } from '../lib/column-settings';
import { columnById, startupColumns, type ColumnDef, type StartupColumnId } from '../lib/columns';
import type { StartupFilters } from '../lib/filters';
import { renderCell } from './cells';
import { FilterPopover } from './filter-popover';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import classes from './startups-table.module.css';

export interface StartupsTableProps {
  rows: StartupListItem[];
  columns: ColumnSetting[];
  sort: SortState;
  onSort: (column: string) => void;
  filters: StartupFilters;
  onFilters: (filters: StartupFilters) => void;
}

/**
 * The startups table: TanStack Table lays out the user's columns (order and visibility); sorting
 * and filtering happen on the server, so the table only shows what a page answered.
 */
export function StartupsTable({ rows, columns, sort, onSort, filters, onFilters }: StartupsTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const { data: handbooks } = useHandbooks();

  const tableColumns = useMemo<TableColumn<StartupListItem>[]>(
    () =>
      startupColumns.map((def) => ({
        id: def.id,
        header: t(`startupsList.columns.${def.id}`),
        cell: ({ row }) => renderCell(def.id, row.original, { t, format, handbooks }),
      })),
    [t, format, handbooks],
  );
  const columnOrder = useMemo(() => columns.map((column) => column.id), [columns]);
  const columnVisibility = useMemo(() => Object.fromEntries(columns.map((column) => [column.id, column.visible])), [columns]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is read in this render only, never memoised
  const table = useReactTable({
    data: rows,
    columns: tableColumns,
    state: { columnOrder, columnVisibility },
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualSorting: true,
    manualFiltering: true,
  });

  return (
    <ScrollRegion label={t('pages.startups')} minWidth={720} stickyStart className={classes.scroller}>
      <Table verticalSpacing="sm" highlightOnHover className={classes.table} aria-label={t('pages.startups')} aria-rowcount={-1}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const def = columnById.get(header.column.id) as ColumnDef;
                return (
                  <HeaderCell
                    key={header.id}
                    def={def}
                    label={String(header.column.columnDef.header)}
                    sort={sort}
                    onSort={onSort}
                    filters={filters}
                    onFilters={onFilters}
                  />
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id} className={classes.row} onClick={() => void navigate(paths.cabinet.startup(row.original.id))} data-testid="startup-row">
              {row.getVisibleCells().map((cell) => {
                const def = columnById.get(cell.column.id) as ColumnDef;
                return (
                  <Table.Td
                    key={cell.id}
                    ta={def.align}
                    className={def.type === 'fixed' ? classes.fixed : undefined}
                    style={{ minWidth: def.width }}
                    data-column={def.id as StartupColumnId}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

interface HeaderCellProps {
  def: ColumnDef;
  label: string;
  sort: SortState;
  onSort: (column: string) => void;
  filters: StartupFilters;
  onFilters: (filters: StartupFilters) => void;
}

function HeaderCell({ def, label, sort, onSort, filters, onFilters }: HeaderCellProps) {
  const sorted = def.sortKey !== undefined && sort.sortBy === def.sortKey ? sort.sortOrder : null;
  const SortIcon = sorted === 'asc' ? IconSortAscending : sorted === 'desc' ? IconSortDescending : IconArrowsSort;
  return (
    <Table.Th
      className={def.type === 'fixed' ? classes.fixed : undefined}
      style={{ minWidth: def.width }}
      aria-sort={def.sortKey ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
      data-column={def.id as StartupColumnId}
    >
      <Group gap={4} wrap="nowrap" justify={def.align === 'right' ? 'flex-end' : 'flex-start'}>
        {def.sortKey ? (
          <UnstyledButton onClick={() => onSort(def.sortKey!)} fw={700} fz="sm" className={classes.sortButton}>
            <Group gap={4} wrap="nowrap" component="span">
              {label}
              <SortIcon size={15} aria-hidden opacity={sorted ? 1 : 0.45} />
            </Group>
          </UnstyledButton>
        ) : (
          <span className={classes.label}>{label}</span>
        )}
        {def.filter ? <FilterPopover label={label} filter={def.filter} filters={filters} onApply={onFilters} /> : null}
      </Group>
    </Table.Th>
  );
}
