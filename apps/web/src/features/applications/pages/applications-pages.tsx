import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenUnderConstruction } from '../../../shared/ui/screen-under-construction';
import { paths } from '../../../shared/paths';

// The list and create screens are `list-page` and `create-page`; the rest arrives later. Role rules apply through the router.

function useApplicationBack() {
  const { t } = useTranslation();
  const { appTypeId = '', appId = '' } = useParams();
  return { to: paths.cabinet.applications.view(appTypeId, appId), label: t('pages.backToApplication') };
}

export function ApplicationViewPage() {
  const { t } = useTranslation();
  return (
    <ScreenUnderConstruction
      title={t('pages.applicationView')}
      eyebrow={t('pages.applications')}
      back={{ to: paths.cabinet.applications.list(), label: t('pages.backToApplications') }}
    />
  );
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

export function ApplicationMessagePage() {
  const { t } = useTranslation();
  const back = useApplicationBack();
  const { messageId } = useParams();
  return (
    <ScreenUnderConstruction
      title={messageId ? t('pages.message') : t('pages.messageNew')}
      eyebrow={t('pages.applicationView')}
      back={back}
    />
  );
}

export function ApplicationOfferPage() {
  const { t } = useTranslation();
  const back = useApplicationBack();
  return <ScreenUnderConstruction title={t('pages.offer')} eyebrow={t('pages.applicationView')} back={back} />;
}

export function ApplicationReportPage() {
  const { t } = useTranslation();
  const back = useApplicationBack();
  return <ScreenUnderConstruction title={t('pages.report')} eyebrow={t('pages.applicationView')} back={back} />;
}
