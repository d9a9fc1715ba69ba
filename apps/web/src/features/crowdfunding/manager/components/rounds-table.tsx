import type { MouseEvent } from 'react';
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import type { ManagerRound } from '../api/get-rounds';
import classes from './rounds-table.module.css';
import { RoundStatusBadge } from './status-badges';

const columns = ['startup', 'range', 'raised', 'expire', 'backers', 'waiting', 'status'] as const;
const numeric = new Set<string>(['backers', 'waiting']);

/**
 * One page of rounds. A click anywhere on a row opens its round (the row highlights on hover, so it
 * must); the startup's name is the same link for the keyboard and screen readers.
 */
export function RoundsTable({ rows }: { rows: ManagerRound[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  // A click on the link itself is the link's to follow: the row would add a second history entry.
  const open = (event: MouseEvent, id: string) => {
    if (!(event.target instanceof Element && event.target.closest('a'))) void navigate(paths.manage.round(id));
  };
  return (
    <ScrollRegion label={t('manageCrowdfunding.rounds.table')} minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('manageCrowdfunding.rounds.table')}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((id) => (
              <Table.Th key={id} ta={numeric.has(id) ? 'right' : undefined}>
                {t(`manageCrowdfunding.rounds.columns.${id}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} className={classes.row} onClick={(event) => open(event, row.id)} data-testid="round-row" data-round-id={row.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.manage.round(row.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {row.startup_name}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {t('manageCrowdfunding.rounds.range', {
                  min: format.currency(row.value_of_investments.min),
                  max: format.currency(row.value_of_investments.max),
                })}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {t('manageCrowdfunding.rounds.raised', {
                  amount: format.currency(row.current_investments),
                  percent: format.percent(row.value_of_investments.percent),
                })}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Stack gap={0}>
                  <span>{format.date(row.expire)}</span>
                  {row.status === 'active' ? (
                    <Text fz="xs" c="dimmed">
                      {t('manageCrowdfunding.rounds.daysLeft', { count: row.days_left })}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{format.number(row.backers_count)}</Table.Td>
              <Table.Td ta="right">
                {row.new_backers > 0 ? (
                  // The column's header names the figure; no hidden text (it would sit outside the scrolling table).
                  <Badge variant="light" color="orange">
                    {format.number(row.new_backers)}
                  </Badge>
                ) : (
                  <Text c="dimmed" fz="sm" component="span">
                    0
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <RoundStatusBadge status={row.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
