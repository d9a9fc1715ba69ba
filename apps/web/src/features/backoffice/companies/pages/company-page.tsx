import type { ReactNode } from 'react';
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { idSchema, isKnownRole, type CompanyAccount, type Role } from '@platform/contract';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { ContentLoader } from '@/shared/ui/loaders';
import { SectionCard } from '@/shared/ui/section-card';
import { missingPage } from '@/shared/api/error-presentation';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useCompanyAccount } from '../api/get-company';
import { AccountCard } from '../components/account-card';
import { BackerRecordsCard } from '../components/backer-records-card';
import { NoteCard } from '../components/note-card';
import { RecommendationsCard } from '../components/recommendations-card';
import { SectionsCard } from '../components/sections-card';
import { SigninsCard } from '../components/signins-card';

const companyTabs = ['account', 'profile', 'timeline'] as const;
type CompanyTab = (typeof companyTabs)[number];

/**
 * The tab the URL names; without one, the profile when the page was opened from an application
 * (`?ticketId=`, to look at a client or a candidate), else the account.
 */
export function companyTabOf(params: URLSearchParams): CompanyTab {
  const named = params.get('tab');
  if (named && (companyTabs as readonly string[]).includes(named)) return named as CompanyTab;
  return params.get('ticketId') ? 'profile' : 'account';
}

/**
 * The tabs other domains fill: the company's profile (profiles) and its timeline. The app's route
 * composes them, so the back office imports no other feature.
 */
export interface CompanyParts {
  /** The profile as counterparts see it, or null for a role without one (an expert). */
  profile: (role: Role, id: string) => ReactNode;
  timeline: (id: string) => ReactNode;
}

/**
 * `/manage/companies/{companyRole}/{companyId}`: a company in the back office, in three tabs: its
 * account and what managers do with it (block, sections, sign-in link, recommendations, internal
 * comments), its profile as its counterparts see it, and its timeline. `?ticketId=` leads back to
 * that application; `?tab=` names the tab.
 */
export function ManagerCompanyViewPage({ parts }: { parts: CompanyParts }) {
  const { t } = useTranslation();
  const { companyRole = '', companyId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const ticketId = params.get('ticketId');
  useDocumentTitle(t('manage.companyTitle'));
  const back = ticketId && idSchema.safeParse(ticketId).success ? paths.manage.ticket(ticketId) : null;
  const known = idSchema.safeParse(companyId).success && isKnownRole(companyRole) && companyRole !== 'manager';
  const tab = companyTabOf(params);
  const choose = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value ?? 'account');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <GoToRoute to={back ?? paths.manage.companies()} label={back ? t('pages.backToApplication') : t('backoffice.company.backToList')} />
        {known ? (
          <Button
            component={Link}
            to={paths.manage.newCompanyThread(companyRole, companyId)}
            variant="light"
            leftSection={<IconMessagePlus size={18} aria-hidden />}
          >
            {t('manage.threads.writeToCompany')}
          </Button>
        ) : null}
      </Group>
      {known ? (
        <Tabs value={tab} onChange={choose} keepMounted={false}>
          <Tabs.List aria-label={t('backoffice.company.tabs.label')} mb="lg">
            {companyTabs.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`backoffice.company.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="account">
            <Stack gap="lg">
              <AccountHeading id={companyId} />
              <BackOffice id={companyId} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="profile">
            {(isKnownRole(companyRole) ? parts.profile(companyRole, companyId) : null) ?? <AccountHeading id={companyId} />}
          </Tabs.Panel>
          <Tabs.Panel value="timeline">
            <Stack gap="lg">
              <AccountHeading id={companyId} />
              <SectionCard title={t('backoffice.company.timeline')}>{parts.timeline(companyId)}</SectionCard>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      ) : (
        <SomethingWentWrong headingOrder={1} error={missingPage} description={t('profile.view.notFound')} />
      )}
    </Stack>
  );
}

/** The account's name heads the account and timeline tabs (and an expert's profile, which counterparts do not see). */
function AccountHeading({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useCompanyAccount(id);
  return (
    <Title order={1} fz={{ base: 22, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
      {query.data?.name || t('manage.companyTitle')}
    </Title>
  );
}

function BackOffice({ id }: { id: string }) {
  const query = useCompanyAccount(id);
  if (query.isPending) return <ContentLoader />;
  if (query.isError && !query.data) return <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />;
  return query.data ? (
    <Stack gap="lg" data-testid="company-back-office">
      <AccountCards account={query.data} />
    </Stack>
  ) : null;
}

function AccountCards({ account }: { account: CompanyAccount }) {
  return (
    <>
      <AccountCard account={account} />
      <SectionsCard account={account} />
      {account.can.write_recommendations ? <RecommendationsCard account={account} /> : null}
      <SigninsCard account={account} />
      {account.can.export_backer_records ? <BackerRecordsCard companyId={account.id} /> : null}
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
  if (!known) return <SomethingWentWrong headingOrder={1} error={missingPage} description={t('profile.view.notFound')} />;
  if (query.data) return <Navigate to={paths.manage.company(query.data.role, query.data.id)} replace />;
  if (query.isError) return <SomethingWentWrong headingOrder={1} error={query.error} onRetry={() => void refetch()} />;
  return <ContentLoader />;
}
