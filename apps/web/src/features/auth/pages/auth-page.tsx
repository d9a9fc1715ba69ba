import { Suspense, lazy, useState } from 'react';
import type { MfaChallenge } from '@platform/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths, recoverySteps, signUpSteps, type RecoveryStep, type SignUpStep } from '@/shared/paths';
import { useSession } from '@/shared/session/session-context';
import { navHistory } from '@/shared/session/nav-history';
import type { SecondStepLocationState } from '@/shared/session/second-step';
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

// The second step of a sign-in is rare (accounts with a second factor): its chunk and texts load
// when a password or a sign-in link calls for it.
const MfaStep = lazy(async () => ({ default: (await withAllTexts(() => import('../components/mfa-step'))).MfaStep }));

interface SecondStep {
  challenge: MfaChallenge;
  /** Where a sign-in link was going; a password's sign-in goes where a log-in goes. */
  returnTo?: string;
}

/** The password step, and in its place the second factor's when the account has one. */
function LoginScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { startSession } = useSession();
  useDocumentTitle(t('auth.login.title'));
  const state = location.state as (LoginLocationState & SecondStepLocationState) | null;
  const [email, setEmail] = useState(state?.email);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(state?.secondStep ?? null);
  const [notice, setNotice] = useState<string | null>(null);

  const backToPassword = (message: string | null) => {
    setSecondStep(null);
    setNotice(message);
    // A link's challenge came in the navigation's state: a reload must not bring back a spent one.
    if (state?.secondStep) void navigate(paths.login(), { replace: true, state: null });
  };

  if (secondStep)
    return (
      <Suspense fallback={<ContentLoader />}>
        <MfaStep
          challenge={secondStep.challenge}
          onSignedIn={(token) => {
            startSession(token);
            void navigate(secondStep.returnTo ?? navHistory.returnTarget() ?? paths.cabinet.profile(), { replace: true });
          }}
          onExpired={backToPassword}
          onBack={() => backToPassword(null)}
        />
      </Suspense>
    );
  return (
    <LoginForm
      initialEmail={email}
      notice={notice}
      onSecondStep={(challenge, typed) => {
        setEmail(typed);
        setNotice(null);
        setSecondStep({ challenge });
      }}
    />
  );
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
