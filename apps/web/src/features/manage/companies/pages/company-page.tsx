import { Button, Group, Stack, Title } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { idSchema, isKnownRole, type CompanyAccount } from '@platform/contract';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title';
import { paths } from '../../../../shared/paths';
import { GoToRoute } from '../../../../shared/ui/kit/go-to-route';
import { ContentLoader } from '../../../../shared/ui/loaders';
import { SectionCard } from '../../../../shared/ui/section-card';
import { SomethingWentWrong } from '../../../../shared/ui/states';
import { isFoundationRole } from '../../../profile/api/company-profile';
import { CompanyViewProfile } from '../../../profile/components/company/company-view-profile';
import { StartupViewProfile } from '../../../profile/components/startup/startup-view-profile';
import { CompanyTimeline } from '../../../timeline/company-timeline';
import { useCompanyAccount } from '../api/get-company';
import { AccountCard } from '../components/account-card';
import { NoteCard } from '../components/note-card';
import { RecommendationsCard } from '../components/recommendations-card';
import { SectionsCard } from '../components/sections-card';

/**
 * `/manage/companies/{companyRole}/{companyId}`: a company's profile as its counterparts see it,
 * then its account and what managers do with it (block, sections, sign-in link, recommendations,
 * internal comments) and its timeline. `?ticketId=` leads back to that application.
 */
export function ManagerCompanyViewPage() {
  const { t } = useTranslation();
  const { companyRole = '', companyId = '' } = useParams();
  const [params] = useSearchParams();
  const ticketId = params.get('ticketId');
  useDocumentTitle(t('manage.companyTitle'));
  const back = ticketId && idSchema.safeParse(ticketId).success ? paths.manage.ticket(ticketId) : null;
  const known = idSchema.safeParse(companyId).success;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <GoToRoute to={back ?? paths.manage.companies()} label={back ? t('pages.backToApplication') : t('backoffice.company.backToList')} />
        {known ? (
          <Button component={Link} to={paths.manage.newCompanyThread(companyRole, companyId)} variant="light" leftSection={<IconMessagePlus size={18} aria-hidden />}>
            {t('manage.threads.writeToCompany')}
          </Button>
        ) : null}
      </Group>
      {known && isFoundationRole(companyRole) ? (
        <CompanyViewProfile role={companyRole} id={companyId} />
      ) : known && companyRole === 'startup' ? (
        <StartupViewProfile id={companyId} />
      ) : known && companyRole === 'expert' ? (
        <ExpertHeading id={companyId} />
      ) : (
        <SomethingWentWrong headingOrder={1} description={t('profile.view.notFound')} />
      )}
      {known && isKnownRole(companyRole) && companyRole !== 'manager' ? <BackOffice id={companyId} /> : null}
    </Stack>
  );
}

/** Experts have no profile page for counterparts: the account's name heads the page. */
function ExpertHeading({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useCompanyAccount(id);
  return (
    <Title order={1} fz={{ base: 22, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
      {query.data?.name || t('manage.companyTitle')}
    </Title>
  );
}

function BackOffice({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useCompanyAccount(id);
  return (
    <Stack gap="lg" data-testid="company-back-office">
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && !query.data ? (
        <SomethingWentWrong onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <AccountCards account={query.data} />
      ) : null}
      <SectionCard title={t('backoffice.company.timeline')} data-testid="company-timeline">
        <CompanyTimeline companyId={id} />
      </SectionCard>
    </Stack>
  );
}

function AccountCards({ account }: { account: CompanyAccount }) {
  return (
    <>
      <AccountCard account={account} />
      <SectionsCard account={account} />
      {account.role === 'startup' ? <RecommendationsCard account={account} /> : null}
      <NoteCard companyId={account.id} />
    </>
  );
}

/** `/manage/companies/by-id/{companyId}`: a company known by its id only (an audit entry) opens on its page. */
export function ManageCompanyByIdPage() {
  const { t } = useTranslation();
  const { companyId = '' } = useParams();
  useDocumentTitle(t('manage.companyTitle'));
  const known = idSchema.safeParse(companyId).success;
  const query = useCompanyAccount(companyId, known);
  const { refetch } = query;
  if (!known) return <SomethingWentWrong headingOrder={1} description={t('profile.view.notFound')} />;
  if (query.data) return <Navigate to={paths.manage.company(query.data.role, query.data.id)} replace />;
  if (query.isError) return <SomethingWentWrong headingOrder={1} onRetry={() => void refetch()} />;
  return <ContentLoader />;
}
