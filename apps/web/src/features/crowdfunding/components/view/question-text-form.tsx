import { useMemo } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { LengthCounter } from '@/shared/ui/kit/counted-text-field';
import { notify } from '@/shared/ui/notify';
import { textResolver, type QuestionTextKind } from '@/features/crowdfunding/lib/question-forms';

type Values = { text: string };

export interface QuestionTextFormProps {
  kind: QuestionTextKind;
  initial?: string;
  send: (text: string) => Promise<unknown>;
  busy: boolean;
  /** `done`: the notice once sent; left out where the sent text shows at once in the list above. */
  texts: { label: string; hint: string; submit: string; done?: string; failed: string };
  /** The submit button's test id (`ask-question`, `answer-question`). */
  submitTestId: string;
  onDone?: () => void;
  onCancel?: () => void;
}

/**
 * A question, an answer or a post to the backers' room: one text with a visible label and a counter, checked by the contract's
 * schema; the server's refusal of the text lands on the field, any other failure is a notification.
 */
export function QuestionTextForm({ kind, initial = '', send, busy, texts, submitTestId, onDone, onCancel }: QuestionTextFormProps) {
  const { t } = useTranslation();
  const serverText = useErrorText();
  const fieldError = useFormFieldError();
  const resolver = useMemo(() => textResolver(kind), [kind]);
  const form = useForm<Values>({ resolver, defaultValues: { text: initial } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values.text.trim());
      if (texts.done) notify.success(texts.done);
      form.reset({ text: '' });
      onDone?.();
    } catch (failure) {
      if (!refusalOnFields(form.setError, failure, ['text'])) notify.error(apiErrorMessage(failure, serverText), texts.failed);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={texts.label}>
      <Stack gap="xs">
        <Controller
          control={form.control}
          name="text"
          render={({ field, fieldState }) => (
            <Textarea
              ref={field.ref}
              name={field.name}
              label={texts.label}
              description={
                <Group component="span" justify="space-between" gap="xs" wrap="nowrap">
                  <span>{texts.hint}</span>
                  <LengthCounter length={field.value.length} max={kind.max} />
                </Group>
              }
              value={field.value}
              maxLength={kind.max}
              onChange={(event) => field.onChange(event.currentTarget.value.slice(0, kind.max))}
              onBlur={field.onBlur}
              autosize
              minRows={2}
              maxRows={8}
              required
              disabled={busy}
              error={fieldError(kind.rule, fieldState.error, field.value)}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={busy} data-testid={submitTestId}>
            {texts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
