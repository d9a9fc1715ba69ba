import { useId, useState } from 'react';
import { Stack } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import {
  RECOMMENDATION_TEXT_MAX,
  RECOMMENDATION_TITLE_MAX,
  recommendationBodySchema,
  type RecommendationBody,
  type RecommendationCategory,
  type WrittenRecommendation,
} from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { FormActions } from '@/shared/ui/kit/form-actions';
import { notify } from '@/shared/ui/notify';
import { useSaveRecommendation } from '../api/company-actions';
import { backofficeFieldRules } from '../lib/forms';

type Editing = { category: RecommendationCategory; written: WrittenRecommendation | null };
const fields = ['title', 'text'] as const;

/** Writing or editing the recommendation of one category: a title (3–100) and a text (10–2000). */
export function RecommendationModal({ companyId, editing, onClose }: { companyId: string; editing: Editing | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The title keeps naming its category while the dialog fades out.
  const [shown, setShown] = useState<Editing>({ category: 'team', written: null });
  if (editing !== null && editing !== shown) setShown(editing);
  return (
    <AppModal
      opened={editing !== null}
      onClose={onClose}
      title={t(`backoffice.recommendations.${shown.written ? 'editTitle' : 'writeTitle'}`, {
        category: t(`backoffice.recommendations.categories.${shown.category}`),
      })}
    >
      {editing ? <RecommendationForm key={editing.category} companyId={companyId} editing={editing} onClose={onClose} /> : null}
    </AppModal>
  );
}

function RecommendationForm({ companyId, editing, onClose }: { companyId: string; editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const serverText = useErrorText();
  const errorText = useFormFieldError();
  const save = useSaveRecommendation(companyId, editing.category);
  const form = useForm<RecommendationBody, unknown, RecommendationBody>({
    resolver: formResolver(recommendationBodySchema),
    defaultValues: { title: editing.written?.title ?? '', text: editing.written?.text ?? '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      notify.success(t('backoffice.recommendations.saved', { category: t(`backoffice.recommendations.categories.${editing.category}`) }));
      onClose();
    } catch (failure) {
      if (!refusalOnFields(form.setError, failure, fields)) notify.error(apiErrorMessage(failure, serverText), t('backoffice.recommendations.failed'));
    }
  });
  return (
    <Stack gap="md">
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate data-testid="recommendation-form">
        <Stack gap="md">
          <Controller
            control={form.control}
            name="title"
            render={({ field, fieldState }) => (
              <CountedTextField
                label={t('backoffice.recommendations.titleLabel')}
                value={field.value}
                onChange={field.onChange}
                maxLength={RECOMMENDATION_TITLE_MAX}
                required
                error={errorText(backofficeFieldRules.title, fieldState.error, field.value)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="text"
            render={({ field, fieldState }) => (
              <CountedTextField
                label={t('backoffice.recommendations.textLabel')}
                value={field.value}
                onChange={field.onChange}
                maxLength={RECOMMENDATION_TEXT_MAX}
                multiline
                required
                error={errorText(backofficeFieldRules.text, fieldState.error, field.value)}
              />
            )}
          />
        </Stack>
      </form>
      <FormActions formId={formId} submitLabel={t('backoffice.recommendations.save')} busy={save.isPending} onCancel={onClose} />
    </Stack>
  );
}
