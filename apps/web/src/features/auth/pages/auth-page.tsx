import { Suspense, lazy } from 'react';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths, recoverySteps, signUpSteps, type RecoveryStep, type SignUpStep } from '@/shared/paths';
import { useSession } from '@/shared/session/session-context';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import type { LoginLocationState } from '../components/recovery/recovery-flow';
import { StepPanel } from '../components/step-panel';
import { ContentLoader } from '@/shared/ui/loaders';
import { loadAllTexts } from '@/shared/i18n/i18n';
import { loadChunk } from '@/shared/lib/load-chunk';

async function withAllTexts<M>(load: () => Promise<M>): Promise<M> {
  return (await loadChunk(() => Promise.all([load(), loadAllTexts()])))[0];
}

// Sign-up and recovery are their own chunks: the log-in form, the first screen most visitors see,
// does not download their steps, fields and pickers.
// They wait for all the texts too, as every screen but the log-in form does.
const SignUpFlow = lazy(async () => ({ default: (await withAllTexts(() => import('../components/sign-up/sign-up-flow'))).SignUpFlow }));
const RecoveryFlow = lazy(async () => ({ default: (await withAllTexts(() => import('../components/recovery/recovery-flow'))).RecoveryFlow }));

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => (list as readonly string[]).includes(value ?? '');

function LoginScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  useDocumentTitle(t('auth.login.title'));
  const state = location.state as LoginLocationState | null;
  return <LoginForm initialEmail={state?.email} />;
}

/** `/` and `/login`: the log-in form, or a sign-up or recovery step named by `?step=`. */
export function LoginPage() {
  const [params] = useSearchParams();
  const step = params.get('step');
  if (isOneOf<SignUpStep>(signUpSteps, step)) {
    return (
      <AuthLayout wide>
        <Suspense fallback={<ContentLoader />}>
          <SignUpFlow step={step} />
        </Suspense>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      {isOneOf<RecoveryStep>(recoverySteps, step) ? (
        <Suspense fallback={<ContentLoader />}>
          <RecoveryFlow step={step} />
        </Suspense>
      ) : (
        <LoginScreen />
      )}
    </AuthLayout>
  );
}

/** `/thanks`: where a finished sign-up lands, signed in, on its way to the cabinet. */
export function ThanksPage() {
  const { t } = useTranslation();
  const { state } = useSession();
  useDocumentTitle(t('auth.thanks.title'));
  const signedIn = state.status === 'loggedIn';
  return (
    <AuthLayout>
      <StepPanel
        icon={<IconCircleCheck size={30} stroke={1.6} />}
        color="teal"
        title={t('auth.thanks.title')}
        text={signedIn ? t('auth.thanks.text') : t('auth.thanks.textSignedOut')}
        action={
          signedIn ? { to: paths.cabinet.profile(), label: t('auth.thanks.toCabinet'), primary: true } : { to: paths.login(), label: t('auth.backToLogin') }
        }
      />
    </AuthLayout>
  );
}
