import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { FoundationRole } from '../../api/company-profile';
import { useCompanyProfile } from '../../api/get-company-profile';
import { LoadState } from '../load-state';
import { ProfileHeader } from '../profile-header';
import { ServiceCards } from '../service-cards';
import { CompanyEditModal } from './company-edit-modal';
import { FocusCards } from './focus-cards';

/**
 * The signed-in investor's or corporate's profile in edit mode: the header, an investor's focus
 * cards and the services. The server has no recommendations for these roles, so no banner shows.
 */
export function CompanyOwnProfile({ role }: { role: FoundationRole }) {
  const query = useCompanyProfile(role);
  const [editing, setEditing] = useState(false);
  return (
    <LoadState query={query}>
      {(profile) => (
        <Stack gap="lg">
          <ProfileHeader name={profile.company} description={profile.description} logo={profile.logo_file} onEdit={() => setEditing(true)} />
          {role === 'investor' ? <FocusCards profile={profile} onEdit={() => setEditing(true)} /> : null}
          <ServiceCards role={role} />
          {editing ? <CompanyEditModal role={role} profile={profile} onClose={() => setEditing(false)} /> : null}
        </Stack>
      )}
    </LoadState>
  );
}
