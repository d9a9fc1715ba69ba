import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { useCurrentUser } from '@/shared/session/session-context';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { ContentLoader } from '@/shared/ui/loaders';
import { PageHeader } from '@/shared/ui/page-header';
import { useCard } from '../api/card';
import { BackersList } from '../components/backers/backers-list';
import { cardAudience } from '../lib/view-state';

/** Every backer of a round with a status filter; `back` leads to the round the list came from. */
export function BackersScreen({ roundId, back }: { roundId: string; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('pages.backers'));
  // The round's name heads the list; the card is usually in the cache from the view already.
  const card = useCard(cardAudience(user.role), roundId);
  return (
    <Stack gap="lg">
      <GoToRoute {...back} />
      <PageHeader eyebrow={t('pages.backers')} title={card.data?.startup.title ?? t('pages.crowdfundingView')} />
      {/* Whether the caller filters the backers is the card's answer: the list waits for it (usually cached from the view). */}
      {card.isPending ? <ContentLoader /> : <BackersList key={roundId} role={user.role} roundId={roundId} filters={card.data?.can.filter_backers ?? false} />}
    </Stack>
  );
}

/** `/cabinet/crowdfunding/view/{crowdfundingId}/backers`. */
export function CrowdfundingBackersPage() {
  const { t } = useTranslation();
  const { crowdfundingId = '' } = useParams();
  return <BackersScreen roundId={crowdfundingId} back={{ to: paths.cabinet.crowdfunding.view(crowdfundingId), label: t('pages.backToRound') }} />;
}
