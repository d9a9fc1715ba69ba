import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { EMAIL_MAX, PASSWORD_MAX } from '@platform/contract/basics';
import type { MfaChallenge } from '@platform/contract';
import { useSession } from '@/shared/session/session-context';
import { navHistory } from '@/shared/session/nav-history';
import { useErrorText } from '@/shared/api/use-error-text';
import { paths } from '@/shared/paths';
import { useLogin } from '../api/login';
import { ResponseStatusError } from '@/shared/api/errors';
import { blockedNotice } from '@/shared/session/session-ended';
import { BlockedNotice } from './blocked-notice';
import { loginServerErrorText } from './login-error-text';
import { PasskeySignin } from './passkey-signin';
import { loadLoginCheck, useLoginFields } from './use-login-fields';

export interface LoginFormProps {
  /** The address a finished password recovery (or an abandoned second step) came back with. */
  initialEmail?: string;
  /** Why the person is back at the password: the second step lapsed. */
  notice?: string | null;
  /** The password was right and the account asks for its second factor. */
  onSecondStep: (challenge: MfaChallenge, email: string) => void;
}

export function LoginForm({ initialEmail = '', notice = null, onSecondStep }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { startSession } = useSession();
  const errorText = useErrorText();
  const loginMutation = useLogin();
  const form = useLoginFields(initialEmail);

  const onSubmit = form.handleSubmit((credentials) => {
    // The button already ignores clicks while loading; Enter in a field must not send twice either.
    if (loginMutation.isPending) return;
    loginMutation.mutate(credentials, {
      onSuccess: (answer) => {
        if (!('token' in answer)) return onSecondStep(answer, credentials.email);
        startSession(answer.token);
        void navigate(navHistory.returnTarget() ?? paths.cabinet.profile(), { replace: true });
      },
    });
  });

  const serverError = loginMutation.isError ? loginServerErrorText(loginMutation.error, t, errorText) : notice;
  const blocked = loginMutation.error instanceof ResponseStatusError ? blockedNotice(loginMutation.error.body) : null;

  return (
    // Typing starts loading the checks, so the first submit rarely waits for them.
    <form onSubmit={onSubmit} onFocus={() => void loadLoginCheck()} noValidate aria-labelledby="login-title">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} id="login-title" fz={{ base: 26, sm: 30 }}>
            {t('auth.login.title')}
          </Title>
          <Text c="dimmed">{t('auth.login.subtitle')}</Text>
        </Stack>

        {blocked ? (
          <BlockedNotice notice={blocked} />
        ) : serverError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" style={{ whiteSpace: 'pre-line' }}>
            {serverError}
          </Alert>
        ) : null}

        <TextInput
          {...form.field('email')}
          label={t('auth.login.email')}
          placeholder={t('auth.login.emailPlaceholder')}
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={EMAIL_MAX}
          size="md"
          leftSection={<IconAt size={18} aria-hidden />}
          error={form.errorText('email')}
        />
        <Stack gap={6}>
          <PasswordInput
            {...form.field('password')}
            label={t('auth.login.password')}
            placeholder={t('auth.login.passwordPlaceholder')}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            size="md"
            leftSection={<IconLock size={18} aria-hidden />}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.login.toggleVisibility') }}
            error={form.errorText('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.login('recovery')} fz="sm" fw={500}>
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
        </Stack>

        <Button type="submit" size="md" fullWidth loading={loginMutation.isPending}>
          {t('auth.login.submit')}
        </Button>

        <PasskeySignin />

        <Text ta="center" fz="sm" c="dimmed">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={paths.login('sign-up')} fw={600}>
            {t('auth.login.signUp')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
