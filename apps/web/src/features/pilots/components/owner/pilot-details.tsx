import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SectionCard } from '@/shared/ui/section-card';

export interface PilotDetailsProps {
  country: string;
  industries: string[];
  description: string;
  requirements: string;
  terms: string;
  /** Lines such as the created and published dates. */
  facts?: string[];
}

/** The pilot card's body (spec part 2, section 3): where, which industries, and its three texts. */
export function PilotDetails({ country, industries, description, requirements, terms, facts = [] }: PilotDetailsProps) {
  const { t } = useTranslation();
  const texts = [
    ['description', description],
    ['requirements', requirements],
    ['terms', terms],
  ] as const;
  return (
    <SectionCard title={t('pilotsOwner.view.about')} data-testid="pilot-details">
      <Stack gap="md">
        <Stack gap={4}>
          <Text fz="sm" c="dimmed">
            {t('pilotsOwner.form.location')}
          </Text>
          <Text>{country}</Text>
        </Stack>
        <Stack gap={4}>
          <Text fz="sm" c="dimmed">
            {t('pilotsOwner.form.industries')}
          </Text>
          <Group gap={6}>
            {industries.map((industry) => (
              <Badge key={industry} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                {industry}
              </Badge>
            ))}
          </Group>
        </Stack>
        {texts.map(([key, text]) => (
          <Stack gap={4} key={key}>
            <Title order={3} fz="sm">
              {t(`pilotsOwner.form.${key}`)}
            </Title>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {text}
            </Text>
          </Stack>
        ))}
        {facts.map((fact) => (
          <Text key={fact} fz="xs" c="dimmed">
            {fact}
          </Text>
        ))}
      </Stack>
    </SectionCard>
  );
}
