import { useMemo, useRef, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { REPORT_TEXT_MAX, type Report } from '@platform/contract';
import { apiErrorMessage, serverFieldErrors } from '@/shared/api/api-error';
import { applyFieldErrors } from '@/shared/api/apply-field-errors';
import { uploadFile } from '@/shared/api/upload-file';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';
import { useSaveExpertReport } from '../api/expert-report';
import { reportBody, reportFormSchema, reportFieldRules, reportFormValues, reportTextFields, type ReportFormValues } from '../lib/report-form';
import { ArtifactsField, ReportFilesField, ScoresField, type ErrorText } from './report-fields';

const serverFields = ['method', 'artifacts', 'conclusion', 'risks', 'recommendations', 'scores', 'picked'] as const;

/**
 * The report as the expert writes it: saved as a draft, or submitted for review once complete.
 * Both check the contract's rules first; new files are uploaded (purpose `report`) before saving.
 */
export function ReportForm({ ticketId, report, clientIsStartup }: { ticketId: string; report: Report | null; clientIsStartup: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const schema = useMemo(() => reportFormSchema(clientIsStartup), [clientIsStartup]);
  const form = useForm<ReportFormValues>({
    defaultValues: reportFormValues(report),
    resolver: formResolver(schema) as unknown as Resolver<ReportFormValues>,
  });
  const save = useSaveExpertReport(ticketId);
  const [uploading, setUploading] = useState(false);
  const [pressed, setPressed] = useState<'draft' | 'submit' | null>(null);
  // A file sent by an earlier, refused save is attached again, not sent twice.
  const uploaded = useRef(new WeakMap<File, string>());
  const busy = uploading || save.isPending;

  const fieldError = useFormFieldError();
  const fieldText: ErrorText = (field, error, value) => fieldError(reportFieldRules[field], error, value);

  const send = async (values: ReportFormValues) => {
    let ids: string[] = [];
    setUploading(true);
    try {
      for (const file of values.picked) {
        const id = uploaded.current.get(file) ?? (await uploadFile('report', file)).id;
        uploaded.current.set(file, id);
        ids = [...ids, id];
      }
    } catch (failure) {
      notify.error(errorText(failure), t('files.uploadFailed'));
      return;
    } finally {
      setUploading(false);
    }
    save.mutate(reportBody(values, clientIsStartup, ids), {
      onSuccess: () => notify.success(t(values.submit ? 'applications.expert.report.submitted' : 'applications.expert.report.saved')),
      onError: (failure) => {
        applyFieldErrors(form.setError, serverFieldErrors(failure), serverFields);
        notify.error(apiErrorMessage(failure, errorText), t('applications.expert.report.failed'));
      },
    });
  };
  const run = (submit: boolean) => {
    if (busy) return;
    setPressed(submit ? 'submit' : 'draft');
    form.setValue('submit', submit);
    form.clearErrors();
    void form.handleSubmit(send, () => notify.warning(t('fieldErrors.fixErrors')))();
  };

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} data-testid="report-form">
      <Stack gap="lg">
        <SectionCard title={t('applications.expert.report.contentTitle')} padding="xl">
          <Stack gap="md">
            {reportTextFields.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <CountedTextField
                    multiline
                    label={t(`applications.expert.report.fields.${name}`)}
                    value={field.value}
                    onChange={field.onChange}
                    maxLength={REPORT_TEXT_MAX}
                    disabled={busy}
                    error={fieldText(name, fieldState.error, field.value)}
                  />
                )}
              />
            ))}
            <ArtifactsField form={form} errorText={fieldText} disabled={busy} />
            <ReportFilesField form={form} errorText={fieldText} disabled={busy} />
          </Stack>
        </SectionCard>
        {clientIsStartup ? (
          <SectionCard title={t('applications.expert.report.fields.scores')} description={t('applications.expert.report.fields.scoresHint')} padding="xl">
            <ScoresField form={form} disabled={busy} />
          </SectionCard>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {form.formState.errors.scores ? (
            <Text c="red" fz="sm">
              {fieldText('scores', form.formState.errors.scores, form.getValues('scores'))}
            </Text>
          ) : null}
          <Button variant="default" loading={busy && pressed === 'draft'} disabled={busy && pressed !== 'draft'} onClick={() => run(false)}>
            {t('applications.expert.report.save')}
          </Button>
          <Button loading={busy && pressed === 'submit'} disabled={busy && pressed !== 'submit'} onClick={() => run(true)}>
            {t('applications.expert.report.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
