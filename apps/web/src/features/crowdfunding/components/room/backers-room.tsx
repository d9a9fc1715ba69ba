import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { CrowdfundingCard } from '@platform/contract';
import { useFileUrl } from '@/shared/files/use-file-url';
import { useSession } from '@/shared/session/session-context';
import { PageHeader } from '@/shared/ui/page-header';
import { StateBlock } from '@/shared/ui/state-block';
import { useCard } from '@/features/crowdfunding/api/card';
import { useRoomPosts } from '@/features/crowdfunding/api/list-room-posts';
import { roomRefusal } from '@/features/crowdfunding/lib/room';
import { cardAudience } from '@/features/crowdfunding/lib/view-state';
import { AfterRound } from '../view/after-round';
import { Loaded, RoundNotFound } from '../view/round-state';
import { UpdatesSection } from '../view/updates-section';
import { RoomDiscussion } from './room-discussion';

type Back = { to: string; label: string };

/**
 * A finished round's backers' room: the startup's updates (its quarterly reports marked) and the
 * discussion among the startup, its confirmed backers and the managers. A reader the server keeps
 * out is told why, with the way back to the round.
 */
export function BackersRoom({ id, back }: { id: string; back: Back }) {
  const { state } = useSession();
  const user = state.status === 'loggedIn' ? state.user : null;
  const card = useCard(cardAudience(user?.role ?? null), id);
  const [page, setPage] = useState(1);
  const posts = useRoomPosts(id, page);
  const refusal = posts.data ? null : roomRefusal(posts.error);
  return (
    <Loaded query={card} notFound={<RoundNotFound back={back} />}>
      {(round) =>
        refusal ? (
          <RoomRefused reason={refusal} back={back} />
        ) : (
          <Stack gap="lg" data-testid="backers-room">
            <RoomHeader round={round} />
            <UpdatesSection roundId={id} cardReadAt={card.dataUpdatedAt} canPost={round.startup.user_id === user?.id} />
            <RoomDiscussion roundId={id} query={posts} page={page} onPage={setPage} />
          </Stack>
        )
      }
    </Loaded>
  );
}

function RoomHeader({ round }: { round: CrowdfundingCard }) {
  const { t } = useTranslation();
  const logo = useFileUrl(round.startup.logo?.path);
  return (
    <PageHeader
      eyebrow={t('backersRoom.title')}
      title={round.startup.title}
      avatar={{ src: logo, alt: '' }}
      meta={
        <Stack gap="xs" mt={4} align="flex-start">
          <Text c="dimmed" fz="sm">
            {t('backersRoom.intro')}
          </Text>
          <AfterRound card={round} inRoom />
        </Stack>
      }
    />
  );
}

function RoomRefused({ reason, back }: { reason: 'closed' | 'notOpen'; back: Back }) {
  const { t } = useTranslation();
  return (
    <StateBlock
      headingOrder={1}
      color="gray"
      icon={<IconLock size={36} stroke={1.6} />}
      title={t(`backersRoom.${reason}.title`)}
      description={t(`backersRoom.${reason}.description`)}
      action={
        <Button component={Link} to={back.to} variant="light">
          {back.label}
        </Button>
      }
      data-testid="backers-room-refused"
    />
  );
}
