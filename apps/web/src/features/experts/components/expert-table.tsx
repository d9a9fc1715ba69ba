import { ActionIcon, Box, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { HoverTooltip } from '@/shared/ui/hover-tooltip';
import { IconArrowsSort, IconCalendarEvent, IconPencil, IconRss, IconSortAscending, IconSortDescending, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { InternalExpert, SortState } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { avatarColor } from '@/shared/lib/avatar-color';
import { handbookNames } from '@/shared/lib/handbook-options';
import { paths } from '@/shared/paths';
import { FileAvatar } from '@/shared/ui/file-avatar';
import { ExpertChips } from './expert-chips';

export interface ExpertTableProps {
  experts: InternalExpert[];
  sort: SortState;
  onSort: () => void;
  onEdit: (expert: InternalExpert) => void;
  onDelete: (expert: InternalExpert) => void;
  /** Opens the expert's calendar feed dialog. */
  onCalendarFeed: (expert: InternalExpert) => void;
}

/** Name (photo or initials in one of nine colours), expertise chips and the row's actions. */
export function ExpertTable({ experts, sort, onSort, onEdit, onDelete, onCalendarFeed }: ExpertTableProps) {
  const { t } = useTranslation();
  const { data: handbooks } = useHandbooks();
  const SortIcon = sort.sortBy === null ? IconArrowsSort : sort.sortOrder === 'asc' ? IconSortAscending : IconSortDescending;
  const ariaSort = sort.sortBy === null ? 'none' : sort.sortOrder === 'asc' ? 'ascending' : 'descending';

  return (
    // No sideways scroll: on a phone the expertise moves under the name, so the actions stay on screen.
    <Table verticalSpacing="sm" highlightOnHover aria-label={t('pages.expertList')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th aria-sort={ariaSort}>
            <UnstyledButton onClick={onSort} fw={700} fz="sm">
              <Group gap={6} wrap="nowrap">
                {t('experts.columns.name')}
                <SortIcon size={16} aria-hidden opacity={sort.sortBy === null ? 0.45 : 1} />
              </Group>
            </UnstyledButton>
          </Table.Th>
          <Table.Th visibleFrom="sm">{t('experts.columns.expertIn')}</Table.Th>
          <Table.Th w={1} ta="right" style={{ whiteSpace: 'nowrap' }}>
            {t('experts.columns.actions')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {experts.map((expert, index) => {
          const name = `${expert.name} ${expert.surname}`;
          const expertIn = handbookNames(expert.expert_in, handbooks?.industries);
          return (
            <Table.Tr key={expert.id} data-testid="expert-row">
              <Table.Td>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <FileAvatar path={expert.logo_file?.path} name={name} color={avatarColor(index)} radius="xl" size={40} />
                  <Stack gap={6} miw={0} mih={40} justify="center">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    <Box hiddenFrom="sm">
                      <ExpertChips names={expertIn} />
                    </Box>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <ExpertChips names={expertIn} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <HoverTooltip label={t('experts.actions.schedule')}>
                    <ActionIcon component={Link} to={paths.cabinet.schedule(expert.id)} variant="subtle" aria-label={t('experts.actions.scheduleOf', { name })}>
                      <IconCalendarEvent size={18} aria-hidden />
                    </ActionIcon>
                  </HoverTooltip>
                  <HoverTooltip label={t('calendarFeed.open')}>
                    <ActionIcon variant="subtle" onClick={() => onCalendarFeed(expert)} aria-label={t('calendarFeed.openOf', { name })}>
                      <IconRss size={18} aria-hidden />
                    </ActionIcon>
                  </HoverTooltip>
                  <HoverTooltip label={t('experts.actions.edit')}>
                    <ActionIcon variant="subtle" onClick={() => onEdit(expert)} aria-label={t('experts.actions.editOf', { name })}>
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </HoverTooltip>
                  <HoverTooltip label={t('experts.actions.delete')}>
                    <ActionIcon variant="subtle" color="red" onClick={() => onDelete(expert)} aria-label={t('experts.actions.deleteOf', { name })}>
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </HoverTooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
