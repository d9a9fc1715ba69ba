import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { CompanyListItem } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { countKeys, websiteHref } from '../lib/account';
import { AccountStatusBadge } from './status-badge';

const nowrap = { whiteSpace: 'nowrap' } as const;
const anywhere = { overflowWrap: 'anywhere' } as const;

/** One page of companies; the name opens the company's page. On a phone the table scrolls sideways. */
export function CompaniesTable({ rows }: { rows: CompanyListItem[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ScrollRegion label={t('backoffice.companies.table')} minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('backoffice.companies.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backoffice.companies.columns.name')}</Table.Th>
            <Table.Th>{t('backoffice.companies.columns.role')}</Table.Th>
            <Table.Th>{t('backoffice.companies.columns.lastActiveAt')}</Table.Th>
            {countKeys.map((key) => (
              <Table.Th key={key} ta="right">
                {t(`backoffice.counts.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="company-row" data-company-id={row.id}>
              <Table.Td miw={220}>
                <Anchor component={Link} to={paths.manage.company(row.role, row.id)} fw={600} style={anywhere}>
                  {row.name || t('backoffice.companies.noName')}
                </Anchor>
                <Text fz="sm" c="dimmed" style={anywhere}>
                  {row.email}
                </Text>
                {row.website ? (
                  <Anchor href={websiteHref(row.website)} target="_blank" rel="noopener noreferrer" fz="sm" style={anywhere}>
                    {row.website}
                  </Anchor>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text fz="sm" style={nowrap}>
                    {t(`roles.${row.role}`)}
                  </Text>
                  <AccountStatusBadge status={row.status} />
                </Stack>
              </Table.Td>
              <Table.Td fz="sm" style={nowrap}>
                {row.last_active_at ? format.dateTime(row.last_active_at) : t('backoffice.never')}
                <Text fz="xs" c="dimmed">
                  {t('backoffice.companies.signedUp', { date: format.date(row.created_at) })}
                </Text>
              </Table.Td>
              {countKeys.map((key) => (
                <Table.Td key={key} ta="right" data-testid={`count-${key}`}>
                  {format.number(row.counts[key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
