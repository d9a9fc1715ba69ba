import { IconBarrierBlock, IconCircleCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { authSteps, paths, type AuthStep } from '../../../shared/paths';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { StepPanel } from '../components/step-panel';

function stepOf(value: string | null): AuthStep | null {
  return (authSteps as readonly string[]).includes(value ?? '') ? (value as AuthStep) : null;
}

/** Sign-up and password recovery open in a later release; their entry points already exist. */
function StepNotOpenYet({ step }: { step: AuthStep }) {
  const { t } = useTranslation();
  const title = step === 'sign-up' ? t('auth.signUp.title') : t('auth.recovery.title');
  useDocumentTitle(title);
  return (
    <StepPanel
      icon={<IconBarrierBlock size={28} stroke={1.6} />}
      title={title}
      text={t(step === 'sign-up' ? 'auth.signUp.text' : 'auth.recovery.text')}
      action={{ to: paths.login(), label: t('auth.backToLogin') }}
    />
  );
}

/** `/` and `/login`: the log-in form, or a sign-up / recovery step chosen by `?step=`. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const step = stepOf(params.get('step'));
  useDocumentTitle(step ? undefined : t('auth.login.title'));
  return <AuthLayout>{step ? <StepNotOpenYet step={step} /> : <LoginForm />}</AuthLayout>;
}

/** `/thanks`: where a finished sign-up lands. */
export function ThanksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.thanks.title'));
  return (
    <AuthLayout>
      <StepPanel
        icon={<IconCircleCheck size={30} stroke={1.6} />}
        color="teal"
        title={t('auth.thanks.title')}
        text={t('auth.thanks.text')}
        action={{ to: paths.login(), label: t('auth.backToLogin') }}
      />
    </AuthLayout>
  );
}
