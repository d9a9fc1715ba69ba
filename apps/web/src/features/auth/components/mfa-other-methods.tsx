import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { MfaMethod } from '@platform/contract';

const switchLabels = {
  passkey: 'mfa.signin.usePasskey',
  totp: 'mfa.signin.useApp',
  recovery_code: 'mfa.signin.useRecovery',
} as const satisfies Record<MfaMethod, string>;

/** Links to the account's other ways of giving the second step. */
export function OtherMethods({ methods, current, onSwitch }: { methods: MfaMethod[]; current: MfaMethod; onSwitch: (method: MfaMethod) => void }) {
  const { t } = useTranslation();
  const others = methods.filter((m) => m !== current);
  if (others.length === 0) return null;
  return (
    <Stack gap={4} align="center">
      {others.map((m) => (
        <Anchor key={m} component="button" type="button" fz="sm" fw={500} onClick={() => onSwitch(m)}>
          {t(switchLabels[m])}
        </Anchor>
      ))}
    </Stack>
  );
}
