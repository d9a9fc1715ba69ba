import { Badge, Button, Group } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { CrowdfundingCard } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { useSession } from '@/shared/session/session-context';
import { entersRoom } from '@/features/crowdfunding/lib/room';

/**
 * After the round: its quarterly reporting, as the card tells it to signed-in readers, and the way
 * into the backers' room for those the room takes (not inside the room itself).
 */
export function AfterRound({ card, inRoom = false }: { card: CrowdfundingCard; inRoom?: boolean }) {
  const { t } = useTranslation();
  const { state } = useSession();
  const reader = state.status === 'loggedIn' ? { id: state.user.id, role: state.user.role } : null;
  const format = useFormatters();
  const reporting = card.reporting;
  const room = !inRoom && entersRoom(reader, card);
  if (!reporting && !room) return null;
  return (
    <Group gap="sm" wrap="wrap">
      {reporting ? (
        <Badge
          variant="light"
          color={reporting.state === 'late' ? 'red' : 'teal'}
          radius="sm"
          tt="none"
          // The date is what the badge says: it wraps on a phone rather than being cut off.
          h="auto"
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          data-testid="round-reporting"
          data-state={reporting.state}
        >
          {reporting.state === 'late'
            ? t('backersRoom.reporting.late', { date: format.date(reporting.late_since ?? reporting.due) })
            : t('backersRoom.reporting.current', { date: format.date(reporting.due) })}
        </Badge>
      ) : null}
      {room ? (
        <Button
          component={Link}
          to={paths.cabinet.crowdfunding.room(card.id)}
          variant="light"
          size="compact-sm"
          leftSection={<IconMessages size={16} aria-hidden />}
          data-testid="open-backers-room"
        >
          {t('backersRoom.open')}
        </Button>
      ) : null}
    </Group>
  );
}
