import { Suspense, lazy, useState } from 'react';
import { Stack } from '@mantine/core';
import type { FoundationRole } from '@/features/profile/api/company-profile';
import { useCompanyProfile } from '@/features/profile/api/get-company-profile';
import { LoadState } from '../load-state';
import { ProfileHeader } from '../profile-header';
import { ServiceCards } from '../service-cards';
import { FocusCards } from './focus-cards';
import { InvestorRecommendationsBanner } from './investor-banner';
import { loadChunk } from '@/shared/lib/load-chunk';
import { DialogLoader } from '@/shared/ui/loaders';

// The form's code (its fields, react-hook-form, the selects) loads when the dialog first opens, not
// with the profile (docs/performance.md, "First screens").
const CompanyEditModal = lazy(async () => ({ default: (await loadChunk(() => import('./company-edit-modal'))).CompanyEditModal }));

/**
 * The signed-in investor's or corporate's profile in edit mode: the header, an investor's
 * recommendations banner and focus cards, and the services.
 */
export function CompanyOwnProfile({ role }: { role: FoundationRole }) {
  const query = useCompanyProfile(role);
  const [editing, setEditing] = useState(false);
  return (
    <LoadState query={query}>
      {(profile) => (
        <Stack gap="lg">
          <ProfileHeader name={profile.company} description={profile.description} logo={profile.logo_file} onEdit={() => setEditing(true)} />
          {role === 'investor' ? <InvestorRecommendationsBanner profile={profile} onFill={() => setEditing(true)} /> : null}
          {role === 'investor' ? <FocusCards profile={profile} onEdit={() => setEditing(true)} /> : null}
          <ServiceCards role={role} />
          {editing ? (
            <Suspense fallback={<DialogLoader />}>
              <CompanyEditModal role={role} profile={profile} onClose={() => setEditing(false)} />
            </Suspense>
          ) : null}
        </Stack>
      )}
    </LoadState>
  );
}
