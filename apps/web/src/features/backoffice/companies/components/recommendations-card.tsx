import { useState } from 'react';
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { CompanyAccount, RecommendationCategory, WrittenRecommendation } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { SectionCard } from '@/shared/ui/section-card';
import { notify } from '@/shared/ui/notify';
import { useRemoveRecommendation } from '../api/company-actions';
import { recommendationEntries } from '../lib/account';
import { RecommendationModal } from './recommendation-modal';

/** A startup's recommendations per category: the manager's titled text, or the stock text of its score. */
export function RecommendationsCard({ account }: { account: CompanyAccount }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ category: RecommendationCategory; written: WrittenRecommendation | null } | null>(null);
  const [removing, setRemoving] = useState<RecommendationCategory | null>(null);
  const entries = recommendationEntries(account.recommendations);
  return (
    <SectionCard title={t('backoffice.recommendations.title')} description={t('backoffice.recommendations.description')} data-testid="recommendations-card">
      <Stack gap="md">
        {entries.map(({ category, written }, index) => (
          <Stack key={category} gap="xs" data-testid="recommendation" data-category={category} data-written={written ? 'true' : 'false'}>
            {index > 0 ? <Divider /> : null}
            <Group justify="space-between" align="flex-start" gap="sm">
              <Title order={3} fz="md">
                {t(`backoffice.recommendations.categories.${category}`)}
              </Title>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={written ? <IconPencil size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />}
                  onClick={() => setEditing({ category, written })}
                  aria-label={t(`backoffice.recommendations.${written ? 'editOf' : 'writeOf'}`, {
                    category: t(`backoffice.recommendations.categories.${category}`),
                  })}
                >
                  {t(`backoffice.recommendations.${written ? 'edit' : 'write'}`)}
                </Button>
                {written ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => setRemoving(category)}
                    aria-label={t('backoffice.recommendations.removeOf', { category: t(`backoffice.recommendations.categories.${category}`) })}
                  >
                    {t('backoffice.recommendations.remove')}
                  </Button>
                ) : null}
              </Group>
            </Group>
            {written ? (
              <Written written={written} />
            ) : (
              <Text fz="sm" c="dimmed">
                {t('backoffice.recommendations.stock')}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
      <RecommendationModal companyId={account.id} editing={editing} onClose={() => setEditing(null)} />
      <RemoveModal companyId={account.id} category={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  );
}

function Written({ written }: { written: WrittenRecommendation }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Stack gap={4}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {written.title}
      </Text>
      <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {written.text}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('backoffice.recommendations.byline', {
          author: written.author ?? t('backoffice.recommendations.formerManager'),
          date: format.dateTime(written.updated_at),
        })}
      </Text>
    </Stack>
  );
}

function RemoveModal({ companyId, category, onClose }: { companyId: string; category: RecommendationCategory | null; onClose: () => void }) {
  const { t } = useTranslation();
  const serverText = useErrorText();
  const remove = useRemoveRecommendation(companyId);
  // The category stays named while the dialog fades out.
  const [shown, setShown] = useState<RecommendationCategory>('team');
  if (category !== null && category !== shown) setShown(category);
  const name = t(`backoffice.recommendations.categories.${shown}`);
  const apply = async () => {
    try {
      await remove.mutateAsync(shown);
      notify.success(t('backoffice.recommendations.removed', { category: name }));
      onClose();
    } catch (failure) {
      notify.error(apiErrorMessage(failure, serverText), t('backoffice.recommendations.failed'));
    }
  };
  return (
    <AppModal
      opened={category !== null}
      onClose={onClose}
      title={t('backoffice.recommendations.removeTitle', { category: name })}
      onApply={() => void apply()}
      applyLabel={t('backoffice.recommendations.remove')}
      applyColor="red"
      applying={remove.isPending}
    >
      <Text fz="sm">{t('backoffice.recommendations.removeText')}</Text>
    </AppModal>
  );
}
