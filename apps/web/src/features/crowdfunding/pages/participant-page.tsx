import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { useParticipant } from '../api/get-participant';
import { ParticipantCard } from '../components/backers/participant-card';
import { Loaded, RoundNotFound } from '../components/view/round-state';

/** `/cabinet/crowdfunding/view/{crowdfundingId}/participant/{participantId}`: one backer of a round. */
export function CrowdfundingParticipantPage() {
  const { t } = useTranslation();
  const { crowdfundingId = '', participantId = '' } = useParams();
  useDocumentTitle(t('pages.participant'));
  const back = { to: paths.cabinet.crowdfunding.view(crowdfundingId), label: t('pages.backToRound') };
  const query = useParticipant(crowdfundingId, participantId);
  return (
    <Stack gap="lg">
      <GoToRoute {...back} />
      <Loaded query={query} notFound={<RoundNotFound title={t('crowdfundingView.participant.notFound')} back={back} />}>
        {(backer) => <ParticipantCard backer={backer} />}
      </Loaded>
    </Stack>
  );
}
