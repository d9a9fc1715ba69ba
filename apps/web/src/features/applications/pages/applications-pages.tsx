import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenUnderConstruction } from '../../../shared/ui/screen-under-construction';
import { paths } from '../../../shared/paths';

// The list, create and view screens are chunks of their own (`list-page`, `create-page`,
// `view-page`); its messages live with the messages feature. Crowdfunding of an application and
// the report arrive later.

function useApplicationBack() {
  const { t } = useTranslation();
  const { appTypeId = '', appId = '' } = useParams();
  return { to: paths.cabinet.applications.view(appTypeId, appId), label: t('pages.backToApplication') };
}

export function ApplicationCrowdfundingPage() {
  const { t } = useTranslation();
  const back = useApplicationBack();
  return <ScreenUnderConstruction title={t('pages.crowdfundingView')} eyebrow={t('pages.applicationView')} back={back} />;
}

export function ApplicationBackersPage() {
  const { t } = useTranslation();
  const back = useApplicationBack();
  return <ScreenUnderConstruction title={t('pages.backers')} eyebrow={t('pages.crowdfundingView')} back={back} />;
}

export function ApplicationOffersPage() {
  const { t } = useTranslation();
  const back = useApplicationBack();
  return <ScreenUnderConstruction title={t('pages.offers')} eyebrow={t('pages.crowdfundingView')} back={back} />;
}

export function ApplicationReportPage() {
  const { t } = useTranslation();
  const back = useApplicationBack();
  return <ScreenUnderConstruction title={t('pages.report')} eyebrow={t('pages.applicationView')} back={back} />;
}
