import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { samplePilotIds } from '@/features/pilots/lib/owner-samples';
import { PilotListCard } from './pilot-list-card';

/** An empty showcase (spec part 2, section 2): the example banner and the sample cards. */
export function SamplePilots() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="pilots-empty">
      <Alert color="brand" variant="light" icon={<IconBulb size={20} />} title={t('pilotsOwner.samples.bannerTitle')}>
        {t('pilotsOwner.samples.bannerText')}
      </Alert>
      <SimpleGrid type="container" cols={{ base: 1, '540px': 2, '780px': 3 }} spacing="md">
        {samplePilotIds.map((id) => (
          <PilotListCard
            key={id}
            to={paths.cabinet.pilots.sample(id)}
            name={t(`pilotsOwner.samples.${id}.name`)}
            country={t(`pilotsOwner.samples.${id}.country`)}
            industries={t(`pilotsOwner.samples.${id}.industries`).split(', ')}
            testId="sample-pilot-card"
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
