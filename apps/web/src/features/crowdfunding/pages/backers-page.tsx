import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { useCurrentUser } from '../../../shared/session/session-context';
import { GoToRoute } from '../../../shared/ui/kit/go-to-route';
import { PageHeader } from '../../../shared/ui/page-header';
import { BackersList } from '../components/backers/backers-list';

/** Every backer of a round with a status filter; `back` leads to the round the list came from. */
export function BackersScreen({ roundId, back }: { roundId: string; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('pages.backers'));
  return (
    <Stack gap="lg">
      <GoToRoute {...back} />
      <PageHeader eyebrow={t('pages.crowdfundingView')} title={t('pages.backers')} />
      <BackersList key={roundId} role={user.role} roundId={roundId} />
    </Stack>
  );
}

/** `/cabinet/crowdfunding/view/{crowdfundingId}/backers`. */
export function CrowdfundingBackersPage() {
  const { t } = useTranslation();
  const { crowdfundingId = '' } = useParams();
  return <BackersScreen roundId={crowdfundingId} back={{ to: paths.cabinet.crowdfunding.view(crowdfundingId), label: t('pages.backToRound') }} />;
}
