import { Button, Group, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type FormActionsProps = {
  /** The id of the form the submit button sends (it may stand outside the form). */
  formId: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  color?: MantineColor;
};

/** A dialog form's footer: Cancel, then the submit button, which shows the form is being sent. */
export function FormActions({ formId, submitLabel, busy, onCancel, color }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={formId} loading={busy} {...(color ? { color } : {})}>
        {submitLabel}
      </Button>
    </Group>
  );
}
