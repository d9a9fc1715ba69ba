import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Handbooks, StartupListItem } from '@platform/contract';
import type { useFormatters } from '@/shared/format/use-formatters';
import { handbookName, handbookNames } from '@/shared/lib/handbook-options';
import { paths } from '@/shared/paths';
import { FileAvatar } from '@/shared/ui/file-avatar';
import type { StartupColumnId } from '../lib/columns';

export interface CellContext {
  t: TFunction;
  format: ReturnType<typeof useFormatters>;
  handbooks: Handbooks | undefined;
}

const CHIPS_SHOWN = 2;
const dash = <Text c="dimmed">—</Text>;

function ChipList({ names }: { names: string[] }) {
  if (names.length === 0) return dash;
  const rest = names.length - CHIPS_SHOWN;
  return (
    <Group gap={4} wrap="nowrap" preventGrowOverflow={false} w="max-content">
      {names.slice(0, CHIPS_SHOWN).map((name) => (
        <Badge key={name} variant="light" color="gray" radius="sm" tt="none" fw={600} maw={160} style={{ flexShrink: 0 }}>
          {name}
        </Badge>
      ))}
      {rest > 0 ? (
        <Badge variant="outline" color="gray" radius="sm" style={{ flexShrink: 0, overflow: 'visible' }} title={names.slice(CHIPS_SHOWN).join(', ')}>
          +{rest}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The content of one cell of the startups table. */
export function renderCell(id: StartupColumnId, row: StartupListItem, { t, format, handbooks }: CellContext) {
  const money = (value: number | null) => (value === null ? dash : format.currency(value));
  const score = (value: number | null) => (value === null ? dash : format.score(value));
  switch (id) {
    case 'company':
      return (
        <Group gap="sm" wrap="nowrap">
          <FileAvatar path={row.logo_file?.path} name={row.company} size={36} radius="md" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.cabinet.startup(row.id)} fw={700} c="dark" underline="hover" onClick={(event) => event.stopPropagation()}>
              {row.company}
            </Anchor>
            {row.website ? (
              <Text fz="xs" c="dimmed" truncate="end">
                {row.website}
              </Text>
            ) : null}
          </Stack>
        </Group>
      );
    case 'intema_score':
      return row.intema_score === null ? (
        dash
      ) : (
        <Badge variant="light" color="teal" size="lg" radius="sm">
          {format.score(row.intema_score)}
        </Badge>
      );
    case 'verified_score':
      return row.verified_score === null ? (
        dash
      ) : (
        <Badge variant="light" color="teal" size="lg" radius="sm" leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />} data-testid="verified-score">
          {format.score(row.verified_score)}
        </Badge>
      );
    case 'round':
      return handbookName(row.round, handbooks?.rounds) ?? dash;
    case 'industries':
      return <ChipList names={handbookNames(row.industries, handbooks?.industries)} />;
    case 'regions':
      return <ChipList names={handbookNames(row.regions, handbooks?.regions)} />;
    case 'country':
      return handbookName(row.country, handbooks?.countries) ?? dash;
    case 'last_fund_amount':
    case 'annual_revenue':
    case 'mrr':
      return money(row[id]);
    case 'team':
    case 'changeManagement':
    case 'technology':
    case 'business':
      return score(row[id]);
    case 'website':
      return row.website ? (
        <Anchor href={`https://${row.website}`} target="_blank" rel="noopener noreferrer" fz="sm" onClick={(event) => event.stopPropagation()}>
          {row.website}
        </Anchor>
      ) : (
        dash
      );
    case 'created_at':
      return format.date(row.created_at);
    default:
      return t('startupsList.unknown');
  }
}
