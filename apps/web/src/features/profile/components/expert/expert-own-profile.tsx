import { Suspense, lazy, useState } from 'react';
import { Stack } from '@mantine/core';
import { useExpertProfile } from '@/features/profile/api/get-expert-profile';
import { LoadState } from '../load-state';
import { ProfileHeader } from '../profile-header';
import { ExpertOverview } from './expert-overview';
import { OurExperts } from './our-experts';
import { loadChunk } from '@/shared/lib/load-chunk';
import { DialogLoader } from '@/shared/ui/loaders';
import { SecondPass } from '@/shared/ui/second-pass';

// The form's code loads when the dialog first opens, not with the profile (docs/performance.md, "First screens").
const ExpertEditModal = lazy(async () => ({ default: (await loadChunk(() => import('./expert-edit-modal'))).ExpertEditModal }));

/** The signed-in expert company's profile (spec part 1, section 2). */
export function ExpertOwnProfile() {
  const query = useExpertProfile();
  const [editing, setEditing] = useState(false);
  return (
    <LoadState query={query}>
      {(profile) => (
        <Stack gap="lg">
          <ProfileHeader name={profile.company_name} description={profile.description} logo={profile.logo_file} onEdit={() => setEditing(true)} />
          <ExpertOverview profile={profile} onEdit={() => setEditing(true)} />
          {/* Below the first screen on a phone: the list and its buttons come in a commit of their own. */}
          <SecondPass>
            <OurExperts />
          </SecondPass>
          {editing ? (
            <Suspense fallback={<DialogLoader />}>
              <ExpertEditModal profile={profile} onClose={() => setEditing(false)} />
            </Suspense>
          ) : null}
        </Stack>
      )}
    </LoadState>
  );
}
