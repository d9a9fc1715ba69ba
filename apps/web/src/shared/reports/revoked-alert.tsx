import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Report } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';

/** A report whose approval a manager revoked: when and why, wherever the report is read; nothing while the approval stands. */
export function RevokedAlert({ revoked }: { revoked: Report['revoked'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!revoked) return null;
  return (
    <Alert color="red" variant="light" title={t('passport.revoked.badge')} icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="report-revoked">
      <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {t('passport.revoked.text', { date: format.date(revoked.at), reason: revoked.reason })}
      </Text>
    </Alert>
  );
}
