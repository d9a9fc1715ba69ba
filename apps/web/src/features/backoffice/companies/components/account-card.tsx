import type { ReactNode } from 'react';
import { Alert, Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { CompanyAccount } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { SectionCard } from '@/shared/ui/section-card';
import { auditParamsToSearch } from '@/shared/lib/audit-link';
import { countKeys } from '../lib/account';
import { AccountActions } from './account-actions';
import { AccountStatusBadge } from './status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fz="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The company's account as managers see it: contact, status (with the block's reason), dates, open work and the actions. */
export function AccountCard({ account }: { account: CompanyAccount }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const when = (value: string | null) => (value ? format.dateTime(value) : t('backoffice.never'));
  return (
    <SectionCard title={t('backoffice.account.title')} aside={<AccountStatusBadge status={account.status} />} data-testid="account-card">
      {account.status === 'blocked' ? (
        <Alert color="red" variant="light" icon={<IconLock size={18} aria-hidden />} title={t('backoffice.account.blockedTitle')} data-testid="account-blocked">
          <Stack gap={4}>
            {account.blocked_at ? <Text fz="sm">{t('backoffice.account.blockedAt', { date: format.dateTime(account.blocked_at) })}</Text> : null}
            {account.blocked_reason ? (
              <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {t('backoffice.account.blockedReason', { reason: account.blocked_reason })}
              </Text>
            ) : null}
            {account.blocked_reason ? (
              <Text fz="sm" data-testid="account-blocked-shared">
                {t(account.blocked_reason_shared ? 'backoffice.account.reasonShared' : 'backoffice.account.reasonInternal')}
              </Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        <Fact label={t('backoffice.account.email')}>{account.email}</Fact>
        <Fact label={t('backoffice.account.role')}>{t(`roles.${account.role}`)}</Fact>
        <Fact label={t('backoffice.account.language')}>{t(`language.${account.language}`)}</Fact>
        <Fact label={t('backoffice.account.createdAt')}>{format.date(account.created_at)}</Fact>
        <Fact label={t('backoffice.account.lastSignInAt')}>{when(account.last_sign_in_at)}</Fact>
        <Fact label={t('backoffice.account.lastActiveAt')}>{when(account.last_active_at)}</Fact>
        {countKeys.map((key) => (
          <Fact key={key} label={t(`backoffice.counts.${key}`)}>
            <span data-testid={`account-count-${key}`}>{format.number(account.counts[key])}</span>
          </Fact>
        ))}
      </SimpleGrid>
      <AccountActions account={account} />
      <Anchor component={Link} to={paths.manage.audit(auditParamsToSearch({ companyId: account.id }))} fz="sm" data-testid="company-audit-link">
        {t('backoffice.account.auditLink')}
      </Anchor>
    </SectionCard>
  );
}
