import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ManagerItem } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { AccountStatusBadge } from './status-badge';

/** Every manager; deactivate is offered on active ones but not on the manager's own row, activate on a deactivated one. */
export function ManagersTable({
  managers,
  busyId,
  onDeactivate,
  onActivate,
}: {
  managers: ManagerItem[];
  busyId: string | null;
  onDeactivate: (manager: ManagerItem) => void;
  onActivate: (manager: ManagerItem) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ScrollRegion label={t('backoffice.managers.table')} minWidth={860}>
      <Table verticalSpacing="sm" aria-label={t('backoffice.managers.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backoffice.managers.columns.name')}</Table.Th>
            <Table.Th>{t('backoffice.managers.columns.email')}</Table.Th>
            <Table.Th>{t('backoffice.managers.columns.status')}</Table.Th>
            <Table.Th>{t('backoffice.managers.columns.createdAt')}</Table.Th>
            <Table.Th>{t('backoffice.managers.columns.lastActiveAt')}</Table.Th>
            <Table.Th>{t('backoffice.managers.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {managers.map((manager) => (
            <Table.Tr key={manager.id} data-testid="manager-row" data-manager-id={manager.id} data-self={manager.self ? 'true' : 'false'}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {manager.name}
                  </Text>
                  {manager.self ? (
                    <Badge variant="outline" radius="sm" tt="none" miw="max-content">
                      {t('backoffice.managers.you')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {manager.email}
              </Table.Td>
              <Table.Td>
                <AccountStatusBadge status={manager.status} label={manager.status === 'blocked' ? t('backoffice.managers.deactivated') : undefined} />
              </Table.Td>
              <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {format.date(manager.created_at)}
              </Table.Td>
              <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {manager.last_active_at ? format.dateTime(manager.last_active_at) : t('backoffice.never')}
              </Table.Td>
              <Table.Td>
                {manager.self ? null : manager.status === 'active' ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => onDeactivate(manager)}
                    loading={busyId === manager.id}
                    aria-label={t('backoffice.managers.deactivateOf', { name: manager.name })}
                  >
                    {t('backoffice.managers.deactivate')}
                  </Button>
                ) : manager.status === 'blocked' ? (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onActivate(manager)}
                    loading={busyId === manager.id}
                    aria-label={t('backoffice.managers.activateOf', { name: manager.name })}
                  >
                    {t('backoffice.managers.activate')}
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
