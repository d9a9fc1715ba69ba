import { TextInput } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { COMPANY_NAME_MAX, DESCRIPTION_MAX, WEBSITE_MAX, type HandbookKind } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useFormFieldError, type FormFieldRule } from '@/shared/i18n/form-field-error';
import { formFieldRules } from '@/shared/i18n/profile-field-rules';
import { handbookOptions, idsToValues, valuesToIds } from '@/shared/lib/handbook-options';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { MultiSelectField } from '@/shared/ui/kit/select-field';

/*
 * The fields every profile dialog has (company, description, website) and its handbook lists, each
 * on a field of the dialog's form by name, with the messages of the profile rules.
 */

interface FieldProps<T extends FieldValues, O extends FieldValues> {
  /** The dialog's form; what its resolver answers (`O`) is the body, not the fields. */
  control: Control<T, unknown, O>;
  name: Path<T>;
}

function TextField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  maxLength,
  rule,
  required,
  placeholder,
}: FieldProps<T, O> & TextFieldSpec) {
  const fieldError = useFormFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          label={label}
          placeholder={placeholder}
          maxLength={maxLength}
          required={required}
          error={fieldError(rule, fieldState.error, field.value)}
        />
      )}
    />
  );
}

interface TextFieldSpec {
  label: string;
  maxLength: number;
  rule: FormFieldRule;
  required?: boolean;
  placeholder?: string;
}

export function CompanyNameField<T extends FieldValues, O extends FieldValues>(props: FieldProps<T, O>) {
  const { t } = useTranslation();
  return <TextField {...props} label={t('profile.fields.company')} maxLength={COMPANY_NAME_MAX} rule={formFieldRules.company} required />;
}

export function WebsiteField<T extends FieldValues, O extends FieldValues>(props: FieldProps<T, O>) {
  const { t } = useTranslation();
  return <TextField {...props} label={t('profile.fields.website')} placeholder="example.com" maxLength={WEBSITE_MAX} rule={formFieldRules.website} />;
}

export function DescriptionField<T extends FieldValues, O extends FieldValues>({ control, name }: FieldProps<T, O>) {
  const { t } = useTranslation();
  const fieldError = useFormFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CountedTextField
          label={t('profile.fields.description')}
          value={field.value as string}
          onChange={field.onChange}
          maxLength={DESCRIPTION_MAX}
          multiline
          error={fieldError(formFieldRules.description, fieldState.error, field.value)}
        />
      )}
    />
  );
}

export interface HandbookListFieldProps<T extends FieldValues, O extends FieldValues> extends FieldProps<T, O> {
  label: string;
  handbook: HandbookKind;
  max: number;
  rule: FormFieldRule;
  searchable?: boolean;
  required?: boolean;
}

/** Up to `max` values of a handbook (industries, regions, rounds). */
export function HandbookListField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  handbook,
  max,
  rule,
  searchable,
  required,
}: HandbookListFieldProps<T, O>) {
  const { t } = useTranslation();
  const fieldError = useFormFieldError();
  const { data: handbooks } = useHandbooks();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelectField
          label={label}
          description={t('profile.edit.upTo', { count: max })}
          data={handbookOptions(handbooks?.[handbook])}
          value={idsToValues(field.value as number[])}
          onChange={(values) => field.onChange(valuesToIds(values))}
          maxValues={max}
          searchable={searchable}
          required={required}
          error={fieldError(rule, fieldState.error, field.value)}
        />
      )}
    />
  );
}
