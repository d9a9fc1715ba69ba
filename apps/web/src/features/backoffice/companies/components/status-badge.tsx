import { Badge } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { UserStatus } from '@platform/contract';
import { statusColor } from '../lib/account';

/** An account's status in its colour: active, blocked, deleted; `label` names it otherwise (a deactivated manager). */
export function AccountStatusBadge({ status, label }: { status: UserStatus; label?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={statusColor[status]} radius="sm" tt="none" miw="max-content" data-testid="account-status" data-status={status}>
      {label ?? t(`backoffice.statuses.${status}`)}
    </Badge>
  );
}
