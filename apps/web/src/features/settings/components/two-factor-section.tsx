import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { TotpEnrolment } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { ContentLoader } from '@/shared/ui/loaders';
import { SomethingWentWrong } from '@/shared/ui/states';
import { notify } from '@/shared/ui/notify';
import { useMfaStatus } from '../api/get-mfa-status';
import { useStartTotp } from '../api/start-totp';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SettingsSection } from './settings-section';
import { TotpDisableForm } from './totp-disable-form';
import { TotpEnrolmentForm } from './totp-enrolment-form';

/** Where other screens send a person to turn the second factor on: `/cabinet/settings#two-factor`. */
export const TWO_FACTOR_ANCHOR = 'two-factor';

/**
 * Authenticator codes: off (what they are, "Turn on"), being set up (QR code, key, first code),
 * the recovery codes shown once, then on (since when, codes left, "Turn off" with the password).
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const status = useMfaStatus();
  const start = useStartTotp();
  const errorText = useErrorText();
  const { date } = useFormatters();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  // Held here, not read again: the server hands the codes out only in the answer to the first code.
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);

  const { hash } = useLocation();
  // A link to `#two-factor` from another screen: the router does not scroll to anchors itself.
  useEffect(() => {
    if (hash === `#${TWO_FACTOR_ANCHOR}`) document.getElementById(TWO_FACTOR_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const turnOn = () => {
    if (start.isPending) return;
    start.mutate(undefined, { onSuccess: setEnrolment, onError: (error) => notify.error(apiErrorMessage(error, errorText)) });
  };

  const body = () => {
    if (codes) return <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />;
    if (enrolment)
      return (
        <TotpEnrolmentForm
          enrolment={enrolment}
          onConfirmed={(recovery) => {
            setEnrolment(null);
            setCodes(recovery);
          }}
          onCancel={() => setEnrolment(null)}
        />
      );
    if (status.isPending) return <ContentLoader />;
    if (status.isError) return <SomethingWentWrong error={status.error} onRetry={() => void status.refetch()} framed={false} headingOrder={2} />;
    const { totp, recovery_codes_left: left } = status.data;
    if (!totp.enabled)
      return (
        <Group>
          <Button leftSection={<IconShieldLock size={18} aria-hidden />} onClick={turnOn} loading={start.isPending}>
            {t('mfa.off.turnOn')}
          </Button>
        </Group>
      );
    return (
      <Stack gap="md">
        <Group gap="sm">
          <Badge color="teal" variant="light" size="lg" leftSection={<IconShieldCheck size={16} aria-hidden />}>
            {t('mfa.on.badge')}
          </Badge>
          {totp.confirmed_at ? <Text fz="sm">{t('mfa.on.since', { date: date(totp.confirmed_at) })}</Text> : null}
        </Group>
        <Text fz="sm" c={left < 3 ? 'red.8' : undefined} data-testid="recovery-codes-left">
          {t('mfa.on.codesLeft', { count: left })}
        </Text>
        {turningOff ? (
          <TotpDisableForm onDone={() => setTurningOff(false)} onCancel={() => setTurningOff(false)} />
        ) : (
          <Group>
            <Button variant="light" color="red" onClick={() => setTurningOff(true)}>
              {t('mfa.on.turnOff')}
            </Button>
          </Group>
        )}
      </Stack>
    );
  };

  return (
    <SettingsSection id={TWO_FACTOR_ANCHOR} title={t('mfa.section.title')} description={t('mfa.section.text')}>
      {body()}
    </SettingsSection>
  );
}
