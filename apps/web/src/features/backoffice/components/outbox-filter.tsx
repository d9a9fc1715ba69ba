import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { emailSchema } from '@platform/contract';

/** The recipient filter: applied when the form is sent (Enter or the button), checked as an e-mail first. */
export function OutboxFilter({ to, onChange }: { to: string | null; onChange: (to: string | null) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(to ?? '');
  const [error, setError] = useState<string | null>(null);
  // A new address from the URL (back and forward) replaces what is typed.
  const [shown, setShown] = useState(to);
  if (shown !== to) {
    setShown(to);
    setValue(to ?? '');
    setError(null);
  }
  return (
    <form
      role="search"
      aria-label={t('manage.outbox.filter')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!value.trim()) return onChange(null);
        const parsed = emailSchema.safeParse(value);
        if (!parsed.success) return setError(t('validation.emailNotCorrect'));
        setError(null);
        onChange(parsed.data);
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('manage.outbox.recipient')}
          type="email"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 260px' }}
          maw={420}
        />
        <Group gap="sm" mt={{ base: 0, xs: 25 }}>
          <Button type="submit" variant="light">
            {t('common.apply')}
          </Button>
          {to ? (
            <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onChange(null)}>
              {t('manage.outbox.showAll')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </form>
  );
}
