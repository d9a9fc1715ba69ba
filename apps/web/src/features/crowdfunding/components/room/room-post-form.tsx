import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Controller, useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROOM_POST_MAX, ROOM_POST_MIN, roomPostBodySchema } from '@platform/contract';
import { apiErrorMessage } from '../../../../shared/api/api-error';
import { refusalOnFields } from '../../../../shared/api/apply-field-errors';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { textRule, useFormFieldError } from '../../../../shared/i18n/form-field-error';
import { notify } from '../../../../shared/ui/notify';
import { usePostToRoom } from '../../api/room';

type Values = { text: string };
const rule = textRule(ROOM_POST_MIN, ROOM_POST_MAX);

/** The contract's schema checks the text: its zod issue code names the message the field shows. */
const resolver: Resolver<Values> = (values): ResolverResult<Values> => {
  const parsed = roomPostBodySchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} } as ResolverResult<Values>;
  const code = parsed.error.issues[0]?.code ?? 'custom';
  return { values: {}, errors: { text: { type: code, message: code } } };
};

/** A message to the room: 2 to 2000 characters; no letter follows, the members' open pages refresh. */
export function RoomPostForm({ roundId, onSent }: { roundId: string; onSent: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const send = usePostToRoom(roundId);
  const fieldError = useFormFieldError();
  const form = useForm<Values>({ resolver, defaultValues: { text: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values.text);
      form.reset({ text: '' });
      onSent();
    } catch (failure) {
      if (!refusalOnFields(form.setError, failure, ['text'])) notify.error(apiErrorMessage(failure, errorText), t('backersRoom.discussion.failed'));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('backersRoom.discussion.formTitle')} data-testid="room-form">
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="text"
          render={({ field, fieldState }) => (
            <Textarea
              ref={field.ref}
              name={field.name}
              label={t('backersRoom.discussion.text')}
              description={t('backersRoom.discussion.textHint', { min: ROOM_POST_MIN, max: ROOM_POST_MAX })}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value.slice(0, ROOM_POST_MAX))}
              onBlur={field.onBlur}
              autosize
              minRows={2}
              maxRows={8}
              required
              disabled={send.isPending}
              error={fieldError(rule, fieldState.error, field.value)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />} data-testid="room-send">
            {t('backersRoom.discussion.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
