import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../shared/format/use-formatters';
import { paths } from '../../../shared/paths';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import type { AuditEntry } from '../api/get-audit';
import { auditEntities, describeAudit, type AuditEntity } from '../lib/audit';

const isEntity = (value: string): value is AuditEntity => (auditEntities as readonly string[]).includes(value);

/** Manager actions, newest first: when, who, what (with the move or the offer), on which record and which company. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ScrollRegion label={t('manage.audit.table')} minWidth={900}>
      <Table verticalSpacing="sm" aria-label={t('manage.audit.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('manage.audit.columns.date')}</Table.Th>
            <Table.Th>{t('manage.audit.columns.actor')}</Table.Th>
            <Table.Th>{t('manage.audit.columns.action')}</Table.Th>
            <Table.Th>{t('manage.audit.columns.record')}</Table.Th>
            <Table.Th>{t('backoffice.audit.company')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid="audit-row">
              <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {format.dateTime(entry.date)}
              </Table.Td>
              <Table.Td fz="sm">{entry.actor ?? <Text c="dimmed" fz="sm">{t('manage.audit.system')}</Text>}</Table.Td>
              <Table.Td>
                <AuditWhat entry={entry} />
              </Table.Td>
              <Table.Td fz="sm">
                <AuditRecord entry={entry} />
              </Table.Td>
              <Table.Td fz="sm">
                {entry.companyId ? (
                  // Known by its id only: the page behind the link finds the company's role.
                  <Anchor component={Link} to={paths.manage.companyById(entry.companyId)} fz="sm" title={entry.companyId} data-testid="audit-company">
                    {t('backoffice.audit.companyLink', { id: entry.companyId.slice(0, 8) })}
                  </Anchor>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function AuditWhat({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const what = describeAudit(entry);
  switch (what.kind) {
    case 'status':
      return (
        <Stack gap={2}>
          <Text fz="sm" fw={600}>
            {t('manage.audit.actions.status')}
          </Text>
          <Text fz="sm">
            {t('manage.history.moved', {
              from: what.from ? t(`manage.statuses.${what.from}`) : t('manage.none'),
              to: what.to ? t(`manage.statuses.${what.to}`) : t('manage.none'),
            })}
          </Text>
          {what.comment ? (
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {t('manage.audit.comment', { comment: what.comment })}
            </Text>
          ) : null}
        </Stack>
      );
    case 'offer':
      return (
        <Text fz="sm" fw={600}>
          {t('manage.audit.actions.offer')}
        </Text>
      );
    case 'signinKey':
    case 'managerCreate':
      return (
        <Text fz="sm" fw={600}>
          {t(`manage.audit.actions.${what.kind}`)}
        </Text>
      );
    case 'other':
      return (
        <Text fz="sm" ff="monospace">
          {what.action}
        </Text>
      );
  }
}

function AuditRecord({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const kind = isEntity(entry.entity) ? t(`manage.audit.entities.${entry.entity}`) : entry.entity;
  // The link is named by its visible text (the kind and the id's start); the whole id is its title.
  const links: Record<string, (id: string) => string> = { ticket: paths.manage.ticket, thread: paths.manage.thread };
  const to = entry.entityId ? links[entry.entity]?.(entry.entityId) : undefined;
  if (to && entry.entityId) {
    return (
      <Anchor component={Link} to={to} fz="sm" title={entry.entityId}>
        {kind} · {entry.entityId.slice(0, 8)}
      </Anchor>
    );
  }
  return (
    <Text fz="sm" title={entry.entityId ?? undefined}>
      {kind}
      {entry.entityId ? ` · ${entry.entityId.slice(0, 8)}` : ''}
    </Text>
  );
}
