import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { pilotSummarySchema, type PilotSummary } from '@platform/contract';
import { api } from '@/shared/api/api';
import { useSectionSettings } from '@/shared/api/get-section-settings';
import { queryKeys } from '@/shared/api/query-keys';
import { useSession } from '@/shared/session/session-context';
import { InfoCard } from '../info-card';

/** `GET /api/v1/startup/pilots/summary` (own) or `GET /api/v1/pilots/summary/{startupId}` (investors, corporates, managers). */
async function getPilotSummary(startupId: string | null, signal?: AbortSignal): Promise<PilotSummary> {
  const path = startupId === null ? '/api/v1/startup/pilots/summary' : `/api/v1/pilots/summary/${encodeURIComponent(startupId)}`;
  return pilotSummarySchema.parse(await api.get(path, { signal }));
}

/**
 * A startup's pilots on its profile: applications, shortlists, pilots run and their outcomes. Shown
 * only where the profile's answer allows it and the pilots section is visible; while it loads or when it fails, the profile goes without it.
 */
export function PilotCounters({ startupId, allowed: readable }: { startupId: string | null; allowed: boolean }) {
  const { t } = useTranslation();
  const { state } = useSession();
  const user = state.status === 'loggedIn' ? state.user : null;
  const sections = useSectionSettings(user?.sectionSettings ?? { crowdfunding: true, pilots: true });
  // Who reads the counters is the profile answer's `can`; the section may still be hidden for the caller.
  const allowed = user !== null && sections.pilots && readable;
  const { data } = useQuery({
    queryKey: [...queryKeys.pilots, 'summary', startupId ?? 'own'],
    queryFn: ({ signal }) => getPilotSummary(startupId, signal),
    enabled: allowed,
    retry: false,
  });
  if (!allowed || !data) return null;
  const { commercial_contract, extended, stopped } = data.outcomes;
  const counters = [
    ['applied', data.applied],
    ['shortlisted', data.shortlisted],
    ['ran', data.running + commercial_contract + extended + stopped],
    ['running', data.running],
    ['commercial_contract', commercial_contract],
    ['extended', extended],
    ['stopped', stopped],
  ] as const;
  return (
    <InfoCard
      title={t('pilotsStartup.profile.title')}
      icon={<IconPresentation size={20} stroke={1.6} color="var(--mantine-color-brand-6)" aria-hidden />}
      data-testid="card-pilots"
    >
      <SimpleGrid cols={{ base: 2, xs: 4, md: 7 }} spacing="md">
        {counters.map(([key, value]) => (
          <Stack key={key} gap={2} style={{ minWidth: 0 }}>
            <Text fz="xl" fw={700} data-testid={`pilots-${key}`}>
              {value}
            </Text>
            <Text fz="xs" c="dimmed" fw={600}>
              {t(`pilotsStartup.profile.${key}`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </InfoCard>
  );
}
