import { Grid, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useParams } from 'react-router';
import { idSchema, type CrowdfundingCard } from '@platform/contract';
import { ResponseStatusError } from '@/shared/api/errors';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { ContentLoader } from '@/shared/ui/loaders';
import { missingPage } from '@/shared/api/error-presentation';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useRound } from '../api/get-round';
import { RoundActionsCard } from '../components/round-actions-card';
import { RoundBackersCard } from '../components/round-backers-card';
import { ManagersRoom } from '@/features/crowdfunding/components/room/managers-room';
import { RoundFactsCard, RoundHeader } from '../components/round-summary';
import { QuestionsSection } from '@/features/crowdfunding/components/view/questions-section';
import { KiisCard } from '@/features/crowdfunding/components/view/kiis-card';

/** `/manage/crowdfunding/{id}`: one round with its figures, its moderation and all its backers. */
export function ManageRoundPage() {
  const { t } = useTranslation();
  const { crowdfundingId = '' } = useParams();
  useDocumentTitle(t('manageCrowdfunding.round.title'));
  const valid = idSchema.safeParse(crowdfundingId).success;
  return (
    <Stack gap="lg">
      <GoToRoute to={paths.manage.crowdfunding()} label={t('manageCrowdfunding.round.back')} />
      {valid ? (
        <RoundScreen id={crowdfundingId} />
      ) : (
        <SomethingWentWrong headingOrder={1} error={missingPage} description={t('manageCrowdfunding.round.notFound')} />
      )}
    </Stack>
  );
}

function RoundScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useRound(id);
  if (query.data) return <RoundContent round={query.data} />;
  if (query.isError) {
    const missing = query.error instanceof ResponseStatusError && query.error.status === 404;
    return (
      <SomethingWentWrong
        headingOrder={1}
        error={query.error}
        onRetry={() => void query.refetch()}
        description={missing ? t('manageCrowdfunding.round.notFound') : undefined}
      />
    );
  }
  return <ContentLoader />;
}

function RoundContent({ round }: { round: CrowdfundingCard }) {
  return (
    <Stack gap="lg">
      <RoundHeader round={round} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RoundFactsCard round={round} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <RoundActionsCard round={round} />
        </Grid.Col>
      </Grid>
      <RoundBackersCard round={round} />
      <KiisCard roundId={round.id} signedIn previewable={round.status === 'new'} />
      <ManagersRoom round={round} />
      <QuestionsSection roundId={round.id} can={round.can} />
    </Stack>
  );
}
