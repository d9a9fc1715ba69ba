import { Checkbox, Group, Input, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { AMOUNT_MAX, AMOUNT_MIN, FOUNDATION_MULTI_MAX, feedbackMethods, type FilePurpose, type HandbookItem } from '@platform/contract';
import { keepFile } from '@/shared/files/file-draft';
import { currencyUnit } from '@/shared/format/currency-unit';
import { useFormatters } from '@/shared/format/use-formatters';
import { useLanguage } from '@/shared/i18n/use-language';
import { handbookOptions, idsToValues, valuesToIds } from '@/shared/lib/handbook-options';
import { useCurrentUser } from '@/shared/session/session-context';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { DateField } from '@/shared/ui/kit/date-field';
import { FileField } from '@/shared/ui/kit/file-field';
import { NumberTextField } from '@/shared/ui/kit/number-text-field';
import { MultiSelectField, SelectField } from '@/shared/ui/kit/select-field';
import type { FormOption } from '@/features/applications/api/form-options';
import { contactLabels, methodLabels } from '@/features/applications/lib/labels';
import { feedbackDefault, type ApplicationFormValues, type FinanceRangeField } from '@/features/applications/lib/form-values';
import { useRequired } from './required-context';
import { useFieldMessage } from './use-field-message';

type Values = ApplicationFormValues;
type KeysOf<T> = { [K in keyof Values]: Values[K] extends T ? K : never }[keyof Values];
type TextName = Exclude<KeysOf<string>, 'feedback_value' | 'round_size' | 'valuetion'>;
type RangeName = 'value_of_investments' | 'need_investment' | FinanceRangeField;

/** The field error of an application form, worded for the field and its value. */
function useMessage() {
  const method = useWatch<Values, 'feedback_method'>({ name: 'feedback_method' });
  return useFieldMessage(method);
}

export function TextAreaField({ name, label, max, description }: { name: TextName; label: string; max: number; description?: string }) {
  const message = useMessage();
  const required = useRequired(name);
  return (
    <Controller<Values, TextName>
      name={name}
      render={({ field, fieldState }) => (
        <CountedTextField
          {...{ label, description }}
          value={field.value}
          onChange={field.onChange}
          maxLength={max}
          multiline
          required={required}
          error={message(name, fieldState.error, field.value)}
        />
      )}
    />
  );
}

export function OptionField({ name, label, options }: { name: 'goals' | 'task_class' | 'type_of_due_dill'; label: string; options: FormOption[] }) {
  const message = useMessage();
  const required = useRequired(name);
  return (
    <Controller<Values, typeof name>
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          ref={field.ref}
          label={label}
          data={options.map((option) => ({ value: option.id, label: option.name }))}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          withAsterisk={required}
          error={message(name, fieldState.error, field.value)}
        />
      )}
    />
  );
}

function useAmountHint() {
  const { t } = useTranslation();
  const format = useFormatters();
  return t('applications.form.amountHint', { min: format.number(AMOUNT_MIN), max: format.number(AMOUNT_MAX) });
}

/** A whole amount of money, typed; `disabled` while a checkbox says the value is not decided. */
export function AmountField({
  name,
  label,
  disabled = false,
  description,
}: {
  name: 'round_size' | 'valuetion' | 'min_ticket';
  label: string;
  disabled?: boolean;
  description?: string;
}) {
  const message = useMessage();
  const language = useLanguage();
  const amountHint = useAmountHint();
  const hint = description ? `${description} ${amountHint}` : amountHint;
  const required = useRequired(name);
  return (
    <Controller<Values, typeof name>
      name={name}
      render={({ field, fieldState }) => (
        <NumberTextField
          ref={field.ref}
          label={label}
          value={disabled ? '' : field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...currencyUnit(language)}
          description={hint}
          disabled={disabled}
          required={required}
          error={disabled ? undefined : message(name, fieldState.error, field.value)}
        />
      )}
    />
  );
}

/**
 * A from–to pair: money (required ranges take whole amounts of 1 to 100,000,000) or percent.
 * The two inputs are "From" and "To" inside a group named by the label.
 */
export function RangeFields({ name, label, unit = 'currency' }: { name: RangeName; label: string; unit?: 'currency' | 'percent' }) {
  const { t } = useTranslation();
  const required = useRequired(name);
  const message = useMessage();
  const language = useLanguage();
  const hint = useAmountHint();
  const units = unit === 'currency' ? currencyUnit(language) : { unit: '%', unitSide: 'right' as const };
  const end = (part: 'min' | 'max') => (
    <Controller<Values, `${RangeName}.${'min' | 'max'}`>
      name={`${name}.${part}`}
      render={({ field, fieldState }) => (
        <NumberTextField
          ref={field.ref}
          label={part === 'min' ? t('common.from') : t('common.to')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...units}
          error={message(`${name}.${part}`, fieldState.error, field.value)}
        />
      )}
    />
  );
  return (
    <Input.Wrapper label={label} labelElement="div" role="group" aria-label={label} withAsterisk={required} description={required ? hint : undefined}>
      <SimpleGrid cols={2} spacing="sm" mt={6}>
        {end('min')}
        {end('max')}
      </SimpleGrid>
    </Input.Wrapper>
  );
}

export function ExpireField({ label }: { label: string }) {
  const message = useMessage();
  const required = useRequired('expire');
  return (
    <Controller<Values, 'expire'>
      name="expire"
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          required={required}
          error={message('expire', fieldState.error, field.value)}
        />
      )}
    />
  );
}

export function CheckField({ name, label }: { name: 'agree_co_investment' | 'crowdfunding' | 'valuetion_tbd'; label: string }) {
  return (
    <Controller<Values, typeof name>
      name={name}
      render={({ field }) => <Checkbox label={label} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
    />
  );
}

/** Countries, industries, regions or rounds a fund looks for: at most six of each. */
export function FocusField({
  name,
  label,
  items,
}: {
  name: 'countries' | 'industries' | 'regions' | 'rounds';
  label: string;
  items: HandbookItem[] | undefined;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <Controller<Values, typeof name>
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelectField
          ref={field.ref}
          label={label}
          description={t('profile.edit.upTo', { count: FOUNDATION_MULTI_MAX })}
          data={handbookOptions(items)}
          value={idsToValues(field.value)}
          onChange={(values) => field.onChange(valuesToIds(values))}
          maxValues={FOUNDATION_MULTI_MAX}
          searchable
          error={message(name, fieldState.error, field.value)}
        />
      )}
    />
  );
}

/** One document, picked now and uploaded when the form is sent. */
export function SingleFileField({
  name,
  label,
  purpose,
  disabled,
}: {
  name: 'unit_economy' | 'pitch_presentation' | 'financial_model' | 'task_file';
  label: string;
  purpose: FilePurpose;
  disabled?: boolean;
}) {
  const message = useMessage();
  const required = useRequired(name);
  return (
    <Controller<Values, typeof name>
      name={name}
      render={({ field, fieldState }) => (
        <FileField
          label={label}
          purpose={purpose}
          required={required}
          disabled={disabled}
          value={field.value ? { kind: 'new', file: field.value } : keepFile(null)}
          onChange={(draft) => field.onChange(draft.kind === 'new' ? draft.file : null)}
          error={message(name, fieldState.error, field.value)}
        />
      )}
    />
  );
}

/** How the platform reaches the applicant: e-mail (the account's, by default), phone or other text. */
export function FeedbackFields() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const message = useMessage();
  const { setValue, clearErrors } = useFormContext<Values>();
  const method = useWatch<Values, 'feedback_method'>({ name: 'feedback_method' });
  const required = useRequired('feedback_value');
  return (
    <Stack gap="md">
      <Controller<Values, 'feedback_method'>
        name="feedback_method"
        render={({ field }) => (
          <Radio.Group
            label={t('applications.fields.feedback_method')}
            value={field.value}
            onChange={(next) => {
              const chosen = next as Values['feedback_method'];
              field.onChange(chosen);
              setValue('feedback_value', feedbackDefault(chosen, user));
              clearErrors('feedback_value');
            }}
          >
            <Group gap="lg" mt={6}>
              {feedbackMethods.map((option) => (
                <Radio key={option} value={option} label={t(methodLabels[option])} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <Controller<Values, 'feedback_value'>
        name="feedback_value"
        render={({ field, fieldState }) => (
          <TextInput
            ref={field.ref}
            label={t(contactLabels[method])}
            type={method === 'email' ? 'email' : method === 'phone' ? 'tel' : 'text'}
            value={field.value}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
            withAsterisk={required}
            error={message('feedback_value', fieldState.error, field.value)}
          />
        )}
      />
    </Stack>
  );
}

export type FieldName = FieldPath<Values>;
