import { Suspense, lazy, memo, useDeferredValue, useMemo, useState } from 'react';
import { Grid, Stack } from '@mantine/core';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { ContentLoader } from '@/shared/ui/loaders';
import { useStartupProfile } from '@/features/profile/api/get-startup-profile';
import { useRecommendations } from '@/features/profile/api/get-recommendations';
import { useOwnReports, type OwnReport } from '@/features/profile/api/get-own-reports';
import { latestScoredReport } from '@/features/profile/lib/expert-scores';
import type { StartupTab } from '@/features/profile/lib/startup-tabs';
import type { Recommendations, StartupProfile } from '@platform/contract';
import { ServiceCards } from '../service-cards';
import { LoadState } from '../load-state';
import { FillInBanner, RecommendationsBanner } from './banners';
import { OwnReports } from './own-reports';
import { PassportCard } from './passport-card';
import { RecommendationsModal, nonEmptyCategories } from './recommendations-modal';
import { StartupHeader } from './startup-header';
import { StartupOverview } from './startup-overview';
import { loadChunk } from '@/shared/lib/load-chunk';
import { DialogLoader } from '@/shared/ui/loaders';

// The form's code (its tabs, react-hook-form, the selects and the date field) loads when the dialog
// first opens, not with the profile (docs/performance.md, "First screens").
const StartupEditModal = lazy(async () => ({ default: (await loadChunk(() => import('../startup-edit/startup-edit-modal'))).StartupEditModal }));

/** The signed-in startup's profile in edit mode (spec part 1, section 2). */
export function StartupOwnProfile() {
  const query = useStartupProfile();
  const recommendations = useRecommendations();
  const handbooks = useHandbooks();
  const reports = useOwnReports();
  // The calls answer one by one. Each answer re-renders this component at once, but the body reads
  // deferred copies and is memoised: that render stops here, and the body renders in slices React
  // can interrupt, not in one long task per answer (docs/performance.md, "First screens").
  const waiting = recommendations.isPending || handbooks.isPending;
  const extras = useDeferredValue(
    useMemo(() => ({ waiting, recommendations: recommendations.data, reports: reports.data }), [waiting, recommendations.data, reports.data]),
  );
  return <LoadState query={query}>{(profile) => <OwnProfileBody profile={profile} {...extras} />}</LoadState>;
}

interface BodyProps {
  profile: StartupProfile;
  /** The banner and the round's name come from their own calls: the page waits for them (or their failure). */
  waiting: boolean;
  recommendations: Recommendations | undefined;
  reports: OwnReport[] | undefined;
}

const OwnProfileBody = memo(function OwnProfileBody({ profile, waiting, recommendations, reports }: BodyProps) {
  const [editTab, setEditTab] = useState<StartupTab | null>(null);
  const [showRecommendations, setShowRecommendations] = useState(false);
  // Rather than pushing the content down when they arrive.
  if (waiting) return <ContentLoader />;
  const filled = profile.type === 'filled';
  const hasRecommendations = nonEmptyCategories(recommendations).length > 0;
  // Reports add to the profile: while they load or when they fail, it shows without them.
  const latest = latestScoredReport(reports ?? []);
  return (
    <Stack gap="lg">
      <StartupHeader profile={profile} onEdit={() => setEditTab('main')} />
      {filled ? null : <FillInBanner onFill={() => setEditTab('main')} />}
      {hasRecommendations ? <RecommendationsBanner onOpen={() => setShowRecommendations(true)} /> : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: filled ? 8 : 12 }}>
          <Stack gap="lg">
            <StartupOverview profile={profile} onEdit={setEditTab} expert={latest?.scores ? { scores: latest.scores, company: latest.expert_company } : null} />
            <PassportCard startupId={profile.id} />
            <OwnReports reports={reports ?? []} />
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
      {recommendations ? (
        <RecommendationsModal opened={showRecommendations} onClose={() => setShowRecommendations(false)} recommendations={recommendations} />
      ) : null}
    </Stack>
  );
});
