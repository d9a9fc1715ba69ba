import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SCORE_MAX, scoreGroups, type ExpertScores, type ScoreGroup, type StartupProfile } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { expertBeside, signedDifference } from '@/features/profile/lib/expert-scores';
import type { StartupTab } from '@/features/profile/lib/startup-tabs';
import { InfoCard } from '../info-card';

type Scoring = StartupProfile['startup_scoring'];

/** The group score as stored: the management group is "change management". */
const groupValue = (scoring: Scoring, group: ScoreGroup) => (group === 'management' ? scoring.changeManagement : scoring[group]);

/** The latest approved report's scores and who gave them. */
export interface ExpertScoring {
  scores: ExpertScores;
  company: string;
}

/**
 * Team, change management, technology and business: the group score and each field's score, and
 * beside it the expert's score of the latest approved report with how far it is from the startup's own.
 */
export function ScoreCards({ scoring, onEdit, expert }: { scoring: Scoring; onEdit?: (tab: StartupTab) => void; expert?: ExpertScoring | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const shown = (value: number | null) => (value === null ? '—' : format.score(value));
  const expertLine = (group: ScoreGroup, own: number | null) => {
    const beside = expertBeside(expert?.scores, group, own);
    if (!beside || !expert) return null;
    const score = format.score(beside.expert);
    const text =
      beside.difference === null
        ? t('profile.expertScore.value', { score })
        : t('profile.expertScore.withDifference', { score, difference: signedDifference(beside.difference, format.score) });
    const color = beside.difference === null || beside.difference === 0 ? 'dimmed' : beside.difference > 0 ? 'teal.8' : 'red.8';
    return (
      <Group gap={6} wrap="wrap" data-testid={`expert-score-${group}`}>
        <Text fz="sm" fw={700} c={color}>
          {text}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('profile.expertScore.by', { company: expert.company })}
        </Text>
      </Group>
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {(Object.keys(scoreGroups) as ScoreGroup[]).map((group) => {
        const value = groupValue(scoring, group);
        return (
          <InfoCard
            key={group}
            title={t(`scoring.groups.${group}`)}
            onEdit={onEdit ? () => onEdit(group) : undefined}
            data-testid={`card-score-${group}`}
            aside={
              <Text fw={800} fz={24} c={value === null ? 'dimmed' : 'brand.6'} lh={1} data-testid={`score-${group}`}>
                {shown(value)}
              </Text>
            }
          >
            <Progress value={value === null ? 0 : (value / SCORE_MAX) * 100} aria-hidden size="sm" radius="xl" />
            {expertLine(group, value)}
            <Stack gap={6}>
              {scoreGroups[group].map((field) => (
                <Group key={field} justify="space-between" gap="sm" wrap="nowrap">
                  <Text fz="sm" c="dimmed" style={{ minWidth: 0 }}>
                    {t(`scoring.fields.${field}`)}
                  </Text>
                  <Text fz="sm" fw={600}>
                    {shown(scoring[field])}
                  </Text>
                </Group>
              ))}
            </Stack>
          </InfoCard>
        );
      })}
    </SimpleGrid>
  );
}
