import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { idSchema } from '@platform/contract';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { missingPage } from '@/shared/api/error-presentation';
import { SomethingWentWrong } from '@/shared/ui/states';
import { isFoundationRole } from '../api/company-profile';
import { CompanyViewProfile } from '../components/company/company-view-profile';
import { StartupViewProfile } from '../components/startup/startup-view-profile';

/** `/cabinet/startups/{startupId}`: a startup from the startups list, in view mode. */
export function StartupProfileViewPage() {
  const { t } = useTranslation();
  const { startupId = '' } = useParams();
  useDocumentTitle(t('profile.view.startupTitle'));
  return (
    <Stack gap="lg">
      <GoToRoute to={paths.cabinet.startups()} label={t('profile.view.backToStartups')} />
      {idSchema.safeParse(startupId).success ? (
        <StartupViewProfile id={startupId} />
      ) : (
        <SomethingWentWrong headingOrder={1} error={missingPage} description={t('profile.view.notFound')} />
      )}
    </Stack>
  );
}

/**
 * The offer route (`…/offer/{offerRole}/{offerId}`): the offered company's profile in view mode,
 * with the way back to its application's offers. The offer id is the company's profile id; read
 * with the application's id, the profile marks the offer seen and carries the interest answer.
 * Offers of due diligence name expert companies and open no profile.
 */
export function OfferProfilePage() {
  const { t } = useTranslation();
  const { appTypeId, appId, offerRole = '', offerId = '' } = useParams();
  useDocumentTitle(t('pages.offer'));
  // An expert opens the client of its due-diligence ticket here: the way back is the ticket's
  // info, and the profile is read without the ticket, as that client is no offer to answer.
  const expertClient = appTypeId === 'expert_duedill';
  const back = appTypeId && appId ? paths.cabinet.applications.view(appTypeId, appId, expertClient ? 'info' : 'offers') : paths.cabinet.applications.list();
  const ticketId = appId && !expertClient && idSchema.safeParse(appId).success ? appId : undefined;
  const known = idSchema.safeParse(offerId).success;
  const dueDiligence = !expertClient && (appTypeId?.endsWith('_duedill') ?? false);
  return (
    <Stack gap="lg">
      <GoToRoute to={back} label={appId ? t('pages.backToApplication') : t('pages.backToApplications')} />
      {dueDiligence ? (
        <SomethingWentWrong headingOrder={1} description={t('applications.offers.noProfile')} />
      ) : known && isFoundationRole(offerRole) ? (
        <CompanyViewProfile role={offerRole} id={offerId} ticketId={ticketId} />
      ) : known && offerRole === 'startup' ? (
        <StartupViewProfile id={offerId} ticketId={ticketId} />
      ) : (
        <SomethingWentWrong headingOrder={1} description={t('profile.view.unknownOfferRole')} />
      )}
    </Stack>
  );
}
