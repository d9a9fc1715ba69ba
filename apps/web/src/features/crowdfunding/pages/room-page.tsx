import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { BackersRoom } from '../components/room/backers-room';

/** `/cabinet/crowdfunding/{crowdfundingId}/room`: the backers' room of a finished round. */
export function CrowdfundingRoomPage() {
  const { t } = useTranslation();
  const { crowdfundingId = '' } = useParams();
  useDocumentTitle(t('backersRoom.title'));
  const back = { to: paths.cabinet.crowdfunding.view(crowdfundingId), label: t('backersRoom.back') };
  return (
    <Stack gap="lg">
      <GoToRoute {...back} />
      <BackersRoom key={crowdfundingId} id={crowdfundingId} back={back} />
    </Stack>
  );
}
