import { useMemo } from 'react';
import { Box, Button, Group, Input, Radio, Stack } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CLASSIFICATION_EVIDENCE_MAX, type ClassificationState } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { PickedFiles, usePickedFiles } from '@/shared/files/picked-files';
import { currencyUnit } from '@/shared/format/currency-unit';
import { useFormatters } from '@/shared/format/use-formatters';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { useLanguage } from '@/shared/i18n/use-language';
import { NumberTextField } from '@/shared/ui/kit/number-text-field';
import { SectionCard } from '@/shared/ui/section-card';
import { notify } from '@/shared/ui/notify';
import { useSaveClassification } from '../api/save-classification';
import { declarationDefaults, declarationFigures, declarationResolver, declarationRules, figureNames, type DeclarationValues } from '../lib/declaration-form';

const PURPOSE = 'classification_evidence';
const FIELDS = [...figureNames, 'accredited', 'evidence'] as const;

/**
 * Declaring (or declaring again) the company's figures of its last financial year, with the
 * documents that show them. The server computes the class; a favourable one waits for a manager.
 */
export function DeclarationForm({ state }: { state: ClassificationState }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const errorText = useErrorText();
  const save = useSaveClassification();
  const picker = usePickedFiles(PURPOSE, CLASSIFICATION_EVIDENCE_MAX);
  const resolver = useMemo(() => declarationResolver(state.regime), [state.regime]);
  const form = useForm<DeclarationValues>({ resolver, defaultValues: declarationDefaults(state.classification) });
  const fieldError = useFormFieldError(format.currency);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ ...declarationFigures(values, state.regime), files: values.evidence });
      notify.success(t('investorChecks.form.done'));
      // The page keys the form by the declaration, so a new one remounts it; this covers an answer with the same id.
      form.reset(declarationDefaults(saved.classification));
    } catch (failure) {
      if (!refusalOnFields(form.setError, failure, FIELDS)) notify.error(apiErrorMessage(failure, errorText), t('investorChecks.form.failed'));
    }
  });
  const declared = state.classification !== null;
  return (
    <SectionCard
      title={t(declared ? 'investorChecks.form.titleAgain' : 'investorChecks.form.title')}
      description={t('investorChecks.form.description')}
      data-testid="declaration-form"
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('investorChecks.form.title')}>
        <Stack gap="md">
          {/* One under another: the labels and hints differ in length, so side by side the inputs would not line up. */}
          <Stack gap="sm" maw={480}>
            {figureNames.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <NumberTextField
                    ref={field.ref}
                    name={field.name}
                    label={t(`investorChecks.figures.${name}`)}
                    description={t(`investorChecks.form.hints.${name}`)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    required
                    disabled={save.isPending}
                    error={fieldError(declarationRules[name], fieldState.error, field.value)}
                    {...currencyUnit(language)}
                  />
                )}
              />
            ))}
          </Stack>
          {state.regime === 'reg_cf' ? (
            <Controller
              control={form.control}
              name="accredited"
              render={({ field, fieldState }) => (
                <Radio.Group
                  name={field.name}
                  label={t('investorChecks.form.accredited')}
                  description={t('investorChecks.form.accreditedHint')}
                  value={field.value}
                  onChange={field.onChange}
                  required
                  error={fieldError(declarationRules.accredited, fieldState.error, field.value)}
                >
                  <Group gap="lg" mt={6}>
                    <Radio ref={field.ref} value="yes" label={t('investorChecks.form.yes')} disabled={save.isPending} />
                    <Radio value="no" label={t('investorChecks.form.no')} disabled={save.isPending} />
                  </Group>
                </Radio.Group>
              )}
            />
          ) : null}
          <Controller
            control={form.control}
            name="evidence"
            render={({ field, fieldState }) => (
              <Input.Wrapper
                label={t('investorChecks.form.evidence')}
                labelElement="div"
                role="group"
                aria-label={t('investorChecks.form.evidence')}
                required
                description={`${t('investorChecks.form.evidenceHint', { count: CLASSIFICATION_EVIDENCE_MAX })} · ${picker.rules}`}
                error={picker.checkError ?? fieldError(declarationRules.evidence, fieldState.error, field.value)}
              >
                <Box mt={6}>
                  <PickedFiles
                    purpose={PURPOSE}
                    max={CLASSIFICATION_EVIDENCE_MAX}
                    files={field.value}
                    onPick={(picked) => field.onChange(picker.add(field.value, picked))}
                    onChange={field.onChange}
                    disabled={save.isPending}
                    removeLabel={(name) => t('investorChecks.form.removeFile', { name })}
                    addLabel={t('investorChecks.form.attach')}
                    addIcon={<IconPaperclip size={16} aria-hidden />}
                  />
                </Box>
              </Input.Wrapper>
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} leftSection={<IconSend size={16} aria-hidden />}>
              {t(declared ? 'investorChecks.form.submitAgain' : 'investorChecks.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
