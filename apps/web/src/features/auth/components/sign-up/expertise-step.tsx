import { Controller } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { EXPERTISE_MAX, expertiseStepSchema } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useFieldError } from '@/shared/i18n/use-field-error';
import { MultiSelectField } from '@/shared/ui/kit/select-field';
import { StepFrame } from '../step-frame';
import { handbookOptions, idsToValues, valuesToIds } from '@/shared/lib/handbook-options';
import { HandbooksFailed } from './handbooks-failed';
import type { SignUpStepProps } from './step-props';
import { useStepForm } from './use-step-form';

/** Expert only: the industries the expert company works in, one to five. */
export function ExpertiseStep(props: SignUpStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const handbooks = useHandbooks();
  const { form, frame } = useStepForm(expertiseStepSchema, ['expertIn'], props);

  return (
    <StepFrame {...frame} title={t('signUp.expertise.title')} description={t('signUp.expertise.text', { count: EXPERTISE_MAX })}>
      {handbooks.isError ? <HandbooksFailed onRetry={() => void handbooks.refetch()} /> : null}
      <Controller
        control={form.control}
        name="expertIn"
        render={({ field, fieldState }) => (
          <MultiSelectField
            label={t('signUp.expertise.industries')}
            placeholder={handbooks.isPending ? t('common.loading') : t('signUp.choose')}
            data={handbookOptions(handbooks.data?.industries)}
            value={idsToValues(field.value)}
            onChange={(values) => field.onChange(valuesToIds(values))}
            maxValues={EXPERTISE_MAX}
            disabled={!handbooks.data}
            size="md"
            nothingFoundMessage={t('states.noResults.title')}
            error={fieldError('expertIn', fieldState.error, field.value)}
          />
        )}
      />
    </StepFrame>
  );
}
