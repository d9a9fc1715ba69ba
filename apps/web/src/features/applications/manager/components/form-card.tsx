import { useTranslation } from '@/shared/i18n/use-translation';
import type { ClientTicketType } from '@platform/contract';
import { FiledFormFields } from '@/shared/filed-form/filed-form-fields';
import { SectionCard } from '@/shared/ui/section-card';

/** The form the client filed, every field with its label and value in the interface language, as the client reads it. */
export function FormCard({ type, form }: { type: ClientTicketType; form: Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('manage.form.title')} data-testid="ticket-form">
      <FiledFormFields type={type} form={form} />
    </SectionCard>
  );
}
