export { CrowdfundingListPage } from './list-page';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenUnderConstruction } from '../../../shared/ui/screen-under-construction';
import { paths } from '../../../shared/paths';

export function CrowdfundingViewPage() {
  const { t } = useTranslation();
  return (
    <ScreenUnderConstruction
      title={t('pages.crowdfundingView')}
      eyebrow={t('pages.crowdfunding')}
      back={{ to: paths.cabinet.crowdfunding.list(), label: t('pages.backToCrowdfunding') }}
    />
  );
}

function useBackToRound() {
  const { t } = useTranslation();
  const { crowdfundingId = '' } = useParams();
  return { to: paths.cabinet.crowdfunding.view(crowdfundingId), label: t('pages.backToRound') };
}

export function CrowdfundingBackersPage() {
  const { t } = useTranslation();
  return <ScreenUnderConstruction title={t('pages.backers')} eyebrow={t('pages.crowdfundingView')} back={useBackToRound()} />;
}

export function CrowdfundingParticipantPage() {
  const { t } = useTranslation();
  return (
    <ScreenUnderConstruction title={t('pages.participant')} eyebrow={t('pages.crowdfundingView')} back={useBackToRound()} />
  );
}
