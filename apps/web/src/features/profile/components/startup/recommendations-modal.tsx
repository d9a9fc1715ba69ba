import { useState } from 'react';
import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { scoreFields, type RecommendationCategory as Category, type Recommendations, type ScoreField } from '@platform/contract';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { nonEmptyCategories } from '@/features/profile/lib/recommendations';

const isScoreField = (value: string): value is ScoreField => (scoreFields as readonly string[]).includes(value);

/** One tab per category with recommendations; each text is titled with its score field's name. */
export function RecommendationsModal({ opened, onClose, recommendations }: { opened: boolean; onClose: () => void; recommendations: Recommendations }) {
  const { t } = useTranslation();
  const tabs = nonEmptyCategories(recommendations);
  const [chosen, setChosen] = useState<Category | null>(null);
  const active = chosen && tabs.includes(chosen) ? chosen : (tabs[0] ?? null);
  const title = (field: string) => (isScoreField(field) ? t(`scoring.fields.${field}`) : field);

  return (
    <AppModal opened={opened} onClose={onClose} title={t('recommendations.title')} size="info">
      {active ? (
        <Tabs value={active} onChange={(value) => setChosen(value as Category)}>
          <Tabs.List aria-label={t('recommendations.title')}>
            {tabs.map((category) => (
              <Tabs.Tab key={category} value={category}>
                {t(`scoring.groups.${category}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((category) => (
            <Tabs.Panel key={category} value={category} pt="md">
              <Stack gap="sm">
                {Object.entries(recommendations[category] ?? {}).map(([field, text]) => (
                  <Paper key={field} withBorder radius="md" p="md" component="article">
                    <Title order={3} fz="md" mb={4}>
                      {title(field)}
                    </Title>
                    <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                      {text}
                    </Text>
                  </Paper>
                ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <Text c="dimmed">{t('recommendations.empty')}</Text>
      )}
    </AppModal>
  );
}
