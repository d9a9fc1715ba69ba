import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { CrowdfundingCard } from '@platform/contract';
import { useRoomPosts } from '@/features/crowdfunding/api/list-room-posts';
import { entersRoom } from '@/features/crowdfunding/lib/room';
import { AfterRound } from '../view/after-round';
import { RoomDiscussion } from './room-discussion';

/**
 * The backers' room on the managers' page of a finished round: its reporting and the discussion,
 * where a manager reads and writes for the platform (the cabinet's room page is the companies').
 */
export function ManagersRoom({ round }: { round: CrowdfundingCard }) {
  if (!entersRoom({ id: '', role: 'manager' }, round)) return null;
  return <Discussion round={round} />;
}

function Discussion({ round }: { round: CrowdfundingCard }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useRoomPosts(round.id, page);
  return (
    <RoomDiscussion roundId={round.id} query={query} page={page} onPage={setPage} title={t('backersRoom.title')} aside={<AfterRound card={round} inRoom />} />
  );
}
