import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { idSchema, ticketTypeSchema } from '@platform/contract';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { PageHeader } from '@/shared/ui/page-header';
import { missingPage } from '@/shared/api/error-presentation';
import { SomethingWentWrong } from '@/shared/ui/states';
import { BackersScreen } from './backers-page';
import { RoundView } from '../components/view/round-view';
import { OffersTab } from '@/shared/offers/offers-tab';
import { paths } from '@/shared/paths';

// The list, create and view screens are chunks of their own (`list-page`, `create-page`,
// `view-page`); its messages live with the messages feature, its crowdfunding round with the
// crowdfunding feature; the report is `report-page`.

function useApplicationBack() {
  const { t } = useTranslation();
  const { appTypeId = '', appId = '' } = useParams();
  return { to: paths.cabinet.applications.view(appTypeId, appId), label: t('pages.backToApplication') };
}

/** `…/view/{appTypeId}/{appId}/crowdfunding/{crowdfundingId}`: the round a startup's investment application opened. */
export function ApplicationCrowdfundingPage() {
  const { t } = useTranslation();
  const { appTypeId = '', appId = '', crowdfundingId = '' } = useParams();
  const back = useApplicationBack();
  useDocumentTitle(t('pages.crowdfundingView'));
  return (
    <Stack gap="lg">
      <GoToRoute {...back} />
      <RoundView key={crowdfundingId} id={crowdfundingId} from={{ appTypeId, appId }} back={back} />
    </Stack>
  );
}

/** `…/crowdfunding/{crowdfundingId}/backers`: every backer of the application's round. */
export function ApplicationBackersPage() {
  const { t } = useTranslation();
  const { appTypeId = '', appId = '', crowdfundingId = '' } = useParams();
  const back = { to: paths.cabinet.applications.crowdfunding(appTypeId, appId, crowdfundingId), label: t('pages.backToRound') };
  return <BackersScreen roundId={crowdfundingId} back={back} />;
}

/** `…/crowdfunding/{crowdfundingId}/offers`: the offers on the application, beside its round. */
export function ApplicationOffersPage() {
  const { t } = useTranslation();
  const { appTypeId = '', appId = '', crowdfundingId = '' } = useParams();
  useDocumentTitle(t('pages.offers'));
  const back = { to: paths.cabinet.applications.crowdfunding(appTypeId, appId, crowdfundingId), label: t('pages.backToRound') };
  const type = ticketTypeSchema.safeParse(appTypeId);
  return (
    <Stack gap="lg">
      <GoToRoute {...back} />
      <PageHeader eyebrow={t('pages.crowdfundingView')} title={t('pages.offers')} />
      {type.success && idSchema.safeParse(appId).success ? (
        <OffersTab ticket={{ id: appId, type_ticket: type.data }} />
      ) : (
        <SomethingWentWrong headingOrder={2} error={missingPage} description={t('applications.view.missingId')} />
      )}
    </Stack>
  );
}
