import { Button, Group, type MantineColor } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

type FormActionsProps = {
  /** The id of the form the submit button sends (it may stand outside the form). */
  formId: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  color?: MantineColor;
  /** The submit button is off while the form holds what can't be sent (the dialog says why). */
  disabled?: boolean;
};

/** A dialog form's footer: Cancel, then the submit button, which shows the form is being sent. */
export function FormActions({ formId, submitLabel, busy, onCancel, color, disabled = false }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={formId} loading={busy} disabled={disabled} {...(color ? { color } : {})}>
        {submitLabel}
      </Button>
    </Group>
  );
}
