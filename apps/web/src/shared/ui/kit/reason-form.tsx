import { useId, type ReactNode } from 'react';
import { Group, Stack, Textarea } from '@mantine/core';
import { Controller, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { notify } from '../notify';
import { LengthCounter } from './counted-text-field';
import { FormActions } from './form-actions';

export type ReasonValues = { reason: string };

export interface ReasonFormProps<Body> {
  /** The contract's schema of the request, fed the field's text. */
  resolver: Resolver<ReasonValues, unknown, Body>;
  send: (body: Body) => Promise<unknown>;
  busy: boolean;
  /** The field's message in the interface language: the contract's bounds, or the server's text. */
  errorText: (error: FieldError | undefined, value: string) => string | undefined;
  texts: { label: string; description: string; submit: string; done: string; failed: string };
  onDone: () => void;
  minRows?: number;
  testId?: string;
  /** The submit button's colour: red for a decline, another for a reason that restores something. */
  color?: string;
  /** A further choice shown under the reason (a block: whether the company sees it). */
  extra?: ReactNode;
  /** The contract's longest reason: typing stops there and a counter shows what is used. */
  maxLength?: number;
}

/**
 * A decline with a reason the other side reads (a meeting, a round, a pilot): one required text,
 * checked by the contract's schema; a refusal of the reason by the server lands on the field,
 * any other failure is a notification.
 */
export function ReasonForm<Body>({
  resolver,
  send,
  busy,
  errorText,
  texts,
  onDone,
  minRows = 3,
  testId,
  color = 'red',
  extra,
  maxLength,
}: ReasonFormProps<Body>) {
  const formId = useId();
  const serverText = useErrorText();
  const form = useForm<ReasonValues, unknown, Body>({ resolver, defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async (body) => {
    try {
      await send(body);
      notify.success(texts.done);
      onDone();
    } catch (failure) {
      if (!refusalOnFields(form.setError, failure, ['reason'])) notify.error(apiErrorMessage(failure, serverText), texts.failed);
    }
  });
  return (
    <Stack gap="md">
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
        <Controller
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            <Textarea
              ref={field.ref}
              label={texts.label}
              description={
                maxLength === undefined ? (
                  texts.description
                ) : (
                  <Group component="span" justify="space-between" gap="xs" wrap="nowrap">
                    <span>{texts.description}</span>
                    <LengthCounter length={field.value.length} max={maxLength} />
                  </Group>
                )
              }
              value={field.value}
              maxLength={maxLength}
              onChange={(event) => field.onChange(maxLength === undefined ? event.currentTarget.value : event.currentTarget.value.slice(0, maxLength))}
              onBlur={field.onBlur}
              autosize
              minRows={minRows}
              required
              error={errorText(fieldState.error, field.value)}
              data-autofocus
            />
          )}
        />
        {extra}
      </form>
      <FormActions formId={formId} submitLabel={texts.submit} busy={busy} onCancel={onDone} color={color} />
    </Stack>
  );
}
