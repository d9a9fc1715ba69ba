import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { RoundView } from '../components/view/round-view';

/** `/cabinet/crowdfunding/view/{crowdfundingId}`: one round, also for signed-out visitors. */
export function CrowdfundingViewPage() {
  const { t } = useTranslation();
  const { crowdfundingId = '' } = useParams();
  useDocumentTitle(t('pages.crowdfundingView'));
  const back = { to: paths.cabinet.crowdfunding.list(), label: t('pages.backToCrowdfunding') };
  return (
    <Stack gap="lg">
      <GoToRoute {...back} />
      <RoundView key={crowdfundingId} id={crowdfundingId} from={null} back={back} />
    </Stack>
  );
}
