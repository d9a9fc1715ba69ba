import { Alert, Button, Divider, Stack } from '@mantine/core';
import { IconAlertCircle, IconFingerprint } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { ResponseStatusError } from '@/shared/api/errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { promptRefusal } from '@/shared/lib/passkey-prompt';
import { paths } from '@/shared/paths';
import { navHistory } from '@/shared/session/nav-history';
import { blockedNotice } from '@/shared/session/session-ended';
import { useSession } from '@/shared/session/session-context';
import { usePasskeySignin } from '../api/passkey-signin';
import { BlockedNotice } from './blocked-notice';
import { loginServerErrorText } from './login-error-text';

/** "Sign in with a passkey": the browser offers the site's passkeys it holds; the chosen one signs in as a password does. */
export function PasskeySignin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { startSession } = useSession();
  const errorText = useErrorText();
  const signin = usePasskeySignin();

  const start = () => {
    if (signin.isPending) return;
    signin.mutate(undefined, {
      onSuccess: ({ token }) => {
        startSession(token);
        void navigate(navHistory.returnTarget() ?? paths.cabinet.profile(), { replace: true });
      },
    });
  };

  const refusal = signin.isError ? promptRefusal(signin.error) : null;
  const blocked = signin.error instanceof ResponseStatusError ? blockedNotice(signin.error.body) : null;
  const problem = !signin.isError
    ? null
    : refusal === 'cancelled' || refusal === 'unsupported'
      ? t(`auth.passkey.${refusal}`)
      : loginServerErrorText(signin.error, t, errorText);

  return (
    <Stack gap="md">
      <Divider label={t('auth.passkey.or')} labelPosition="center" />
      {blocked ? (
        <BlockedNotice notice={blocked} />
      ) : problem ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {problem}
        </Alert>
      ) : null}
      <Button variant="default" size="md" fullWidth leftSection={<IconFingerprint size={20} aria-hidden />} loading={signin.isPending} onClick={start}>
        {t('auth.passkey.button')}
      </Button>
    </Stack>
  );
}
