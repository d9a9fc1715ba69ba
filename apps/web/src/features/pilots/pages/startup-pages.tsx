import { Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { paths } from '@/shared/paths';
import { ContentLoader } from '@/shared/ui/loaders';
import { useStartupPilot } from '../api/get-startup-pilot';
import { PilotLoadError } from '../components/startup/pilot-load-error';
import { PilotView } from '../components/startup/pilot-view';
import { ShowcaseScreen } from '../components/startup/showcase-screen';
import { useShowcaseFilters } from '../components/startup/use-showcase-filters';

/** `/cabinet/pilot_showcase` for a startup: the published pilots, searched and filtered, filters kept across reloads. */
export function StartupShowcasePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.pilots'));
  const settings = useShowcaseFilters();
  return settings.ready ? <ShowcaseScreen settings={settings} /> : <ContentLoader />;
}

/** `/cabinet/pilot_showcase/view/{pilotId}` for a startup: the pilot, applying to it, its application and run. */
export function StartupPilotViewPage() {
  const { t } = useTranslation();
  const { pilotId = '' } = useParams();
  const query = useStartupPilot(pilotId);
  useDocumentTitle(query.data?.name ?? t('pages.pilotView'));
  return (
    <Stack gap="lg">
      <GoToRoute to={paths.cabinet.pilots.showcase()} label={t('pages.backToPilots')} />
      {query.data ? (
        <PilotView card={query.data} />
      ) : query.isError ? (
        <PilotLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ContentLoader />
      )}
    </Stack>
  );
}
