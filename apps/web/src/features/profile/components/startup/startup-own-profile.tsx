import { Suspense, lazy, useDeferredValue, useState } from 'react';
import { Grid, Stack } from '@mantine/core';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { ContentLoader } from '@/shared/ui/loaders';
import { useStartupProfile } from '@/features/profile/api/get-startup-profile';
import { useRecommendations } from '@/features/profile/api/get-recommendations';
import { useOwnReports } from '@/features/profile/api/get-own-reports';
import { latestScoredReport } from '@/features/profile/lib/expert-scores';
import { nonEmptyCategories } from '@/features/profile/lib/recommendations';
import type { StartupTab } from '@/features/profile/lib/startup-tabs';
import { ServiceCards } from '../service-cards';
import { LoadState } from '../load-state';
import { FillInBanner, RecommendationsBanner } from './banners';
import { OwnReports } from './own-reports';
import { PassportCard } from './passport-card';
import { StartupHeader } from './startup-header';
import { StartupOverview } from './startup-overview';
import { loadChunk } from '@/shared/lib/load-chunk';
import { DialogLoader } from '@/shared/ui/loaders';
import { SecondPass } from '@/shared/ui/second-pass';

// The form's code (its tabs, react-hook-form, the selects and the date field) loads when the dialog
// first opens, not with the profile (docs/performance.md, "First screens").
const StartupEditModal = lazy(async () => ({ default: (await loadChunk(() => import('../startup-edit/startup-edit-modal'))).StartupEditModal }));
// The recommendations' dialog (its tabs) loads when it first opens.
const RecommendationsModal = lazy(async () => ({ default: (await loadChunk(() => import('./recommendations-modal'))).RecommendationsModal }));

/** The signed-in startup's profile in edit mode (spec part 1, section 2). */
export function StartupOwnProfile() {
  const query = useStartupProfile();
  const recommendations = useRecommendations();
  const handbooks = useHandbooks();
  const reports = useOwnReports();
  const [editTab, setEditTab] = useState<StartupTab | null>(null);
  const [showRecommendations, setShowRecommendations] = useState(false);
  // The answers after the profile's render the page from deferred copies, as LoadState does for the
  // profile: each arrival re-renders the whole page, which React then does in slices instead of
  // one blocking task; the loader (or the page without the reports) stays until that is done.
  const waiting = useDeferredValue(recommendations.isPending || handbooks.isPending, true);
  const reportList = useDeferredValue(reports.data);

  return (
    <LoadState query={query}>
      {(profile) => {
        // The banner and the round's name come from their own calls: the page waits for them
        // (or their failure) rather than pushing the content down when they arrive.
        if (waiting) return <ContentLoader />;
        const filled = profile.type === 'filled';
        const hasRecommendations = nonEmptyCategories(recommendations.data).length > 0;
        // Reports add to the profile: while they load or when they fail, it shows without them.
        const latest = latestScoredReport(reportList ?? []);
        return (
          <Stack gap="lg">
            <StartupHeader profile={profile} onEdit={() => setEditTab('main')} />
            {filled ? null : <FillInBanner onFill={() => setEditTab('main')} />}
            {hasRecommendations ? <RecommendationsBanner onOpen={() => setShowRecommendations(true)} /> : null}
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, lg: filled ? 8 : 12 }}>
                <Stack gap="lg">
                  <StartupOverview
                    profile={profile}
                    onEdit={setEditTab}
                    expert={latest?.scores ? { scores: latest.scores, company: latest.expert_company } : null}
                  />
                  <SecondPass>
                    <PassportCard startupId={profile.id} />
                    <OwnReports reports={reportList ?? []} />
                  </SecondPass>
                </Stack>
              </Grid.Col>
              {filled ? (
                <Grid.Col span={{ base: 12, lg: 4 }}>
                  <ServiceCards role="startup" column />
                </Grid.Col>
              ) : null}
            </Grid>
            {editTab ? (
              <Suspense fallback={<DialogLoader />}>
                <StartupEditModal profile={profile} initialTab={editTab} onClose={() => setEditTab(null)} />
              </Suspense>
            ) : null}
            {showRecommendations && recommendations.data ? (
              <Suspense fallback={<DialogLoader />}>
                <RecommendationsModal opened onClose={() => setShowRecommendations(false)} recommendations={recommendations.data} />
              </Suspense>
            ) : null}
          </Stack>
        );
      }}
    </LoadState>
  );
}
