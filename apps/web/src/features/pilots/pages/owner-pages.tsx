import { useEffect } from 'react';
import { Button, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useErrorText } from '@/shared/api/use-error-text';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useInfiniteSentinel } from '@/shared/hooks/use-infinite-sentinel';
import { paths } from '@/shared/paths';
import { useSession } from '@/shared/session/session-context';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/page-header';
import { PageNotFound, SomethingWentWrong } from '@/shared/ui/states';
import { useOwnerPilots } from '../api/list-owner-pilots';
import type { OwnerRole } from '../api/owner-keys';
import { PilotDetails } from '../components/owner/pilot-details';
import { PilotForm } from '../components/owner/pilot-form';
import { PilotListCard } from '../components/owner/pilot-list-card';
import { OwnerPilotView } from '../components/owner/owner-pilot-view';
import { SamplePilots } from '../components/owner/sample-pilots';
import { useHandbookNames } from '../components/owner/use-handbook-names';
import { isSamplePilotId } from '../lib/owner-samples';
import { uniqueById } from '@/shared/lib/unique-by-id';

function useBackToShowcase() {
  const { t } = useTranslation();
  return { to: paths.cabinet.pilots.showcase(), label: t('pages.backToPilots') };
}

/** The owner's role; the routes' rules let only corporates and investors (and startups elsewhere) in. */
function useOwnerRole(): OwnerRole {
  const { state } = useSession();
  return state.status === 'loggedIn' && state.user.role === 'investor' ? 'investor' : 'corporate';
}

/** `/cabinet/pilot_showcase` for corporates and investors: their own pilots, newest first, 20 a page. */
export function OwnerPilotsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.pilots'));
  const role = useOwnerRole();
  const names = useHandbookNames();
  const query = useOwnerPilots(role);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const failedMore = query.isFetchNextPageError;
  const sentinel = useInfiniteSentinel(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage && !failedMore);
  const pilots = uniqueById(query.data?.pages.flatMap((page) => page.pilots) ?? []);
  const total = query.data?.pages.at(-1)?.total;
  // A failed load of the pilots list also says so in a toast (spec part 2, section 8).
  const errorText = useErrorText();
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) notify.error(errorText(error));
  }, [error, errorUpdatedAt, errorText]);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pages.pilots')}
        description={total !== undefined && total > 0 ? t('pilotsOwner.list.total', { count: total }) : t('pilotsOwner.list.intro')}
        actions={
          <Button component={Link} to={paths.cabinet.pilots.create()} leftSection={<IconPlus size={18} />} data-testid="pilot-create">
            {t('pilotsOwner.list.create')}
          </Button>
        }
      />
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && pilots.length === 0 ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : pilots.length === 0 ? (
        <SamplePilots />
      ) : (
        <Stack gap="md">
          <SimpleGrid type="container" cols={{ base: 1, '540px': 2, '780px': 3 }} spacing="md" aria-busy={isFetchingNextPage}>
            {pilots.map((pilot) => (
              <PilotListCard
                key={pilot.id}
                to={paths.cabinet.pilots.view(pilot.id)}
                name={pilot.name}
                country={names.country(pilot.country)}
                industries={pilot.expertise.map(names.industry)}
                status={pilot.status}
                declineReason={pilot.decline_reason}
                date={pilot.created_at}
                applicants={pilot.status_view === 'published' ? pilot.applicants_count : undefined}
                dueSoon={pilot.decision_due_soon}
              />
            ))}
          </SimpleGrid>
          <div ref={sentinel} aria-hidden />
          {failedMore ? (
            <SomethingWentWrong onRetry={() => void fetchNextPage()} />
          ) : isFetchingNextPage ? (
            <Center>
              <Loader size="sm" role="status" aria-label={t('common.loading')} />
            </Center>
          ) : hasNextPage ? (
            <Center>
              <Button variant="default" onClick={() => void fetchNextPage()}>
                {t('pilotsOwner.list.loadMore')}
              </Button>
            </Center>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

/** `/cabinet/pilot_showcase/sample/{sampleId}`: an example card, its texts from the locale files. */
export function PilotSamplePage() {
  const { t } = useTranslation();
  const back = useBackToShowcase();
  const { sampleId } = useParams();
  const title = isSamplePilotId(sampleId) ? t(`pilotsOwner.samples.${sampleId}.name`) : t('pages.pilotSample');
  useDocumentTitle(title);
  if (!isSamplePilotId(sampleId)) return <PageNotFound framed />;
  const text = (key: 'country' | 'industries' | 'description' | 'requirements' | 'terms') => t(`pilotsOwner.samples.${sampleId}.${key}`);
  return (
    <Stack gap="lg">
      <GoToRoute {...back} />
      <PageHeader title={title} eyebrow={t('pages.pilotSample')} description={t('pilotsOwner.samples.pageHint')} />
      <PilotDetails
        country={text('country')}
        industries={text('industries').split(', ')}
        description={text('description')}
        requirements={text('requirements')}
        terms={text('terms')}
      />
      <Button component={Link} to={paths.cabinet.pilots.create()} leftSection={<IconPlus size={18} />} style={{ alignSelf: 'flex-start' }}>
        {t('pilotsOwner.list.create')}
      </Button>
    </Stack>
  );
}

/** `/cabinet/pilot_showcase/create`: corporates and investors submit a card for moderation. */
export function PilotCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.pilotCreate'));
  const role = useOwnerRole();
  return (
    <Stack gap="lg">
      <GoToRoute {...useBackToShowcase()} />
      <PageHeader title={t('pages.pilotCreate')} eyebrow={t('pages.pilots')} description={t('pilotsOwner.form.hint')} />
      <PilotForm role={role} />
    </Stack>
  );
}

/** `/cabinet/pilot_showcase/view/{pilotId}`: the owner's card with its status, applicants and run. */
export function OwnerPilotViewPage() {
  const { pilotId = '' } = useParams();
  const role = useOwnerRole();
  return (
    <Stack gap="lg">
      <GoToRoute {...useBackToShowcase()} />
      <OwnerPilotView role={role} id={pilotId} />
    </Stack>
  );
}
