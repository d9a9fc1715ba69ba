import '@/shared/styles/mantine-screens';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { apiErrorCode, secondsInMessage } from '@/shared/api/api-error';
import { deadlineAfter } from '@/shared/lib/countdown';
import { sessionKeys, sessionStore } from '@/shared/lib/storage';
import { paths, type RecoveryStep } from '@/shared/paths';
import { notify } from '@/shared/ui/notify';
import { useSendRecoveryCode } from '@/features/auth/api/send-recovery-code';
import { useVerifyRecoveryCode } from '@/features/auth/api/verify-recovery-code';
import { CodeStep } from '../code-step';
import { RecoveryEmailStep } from './recovery-email-step';
import { RecoveryPasswordStep } from './recovery-password-step';
import { allowedRecoveryStep, loadRecovery, type RecoveryState } from './recovery-state';

/** What the log-in form receives after a recovery: the address to prefill. */
export interface LoginLocationState {
  email?: string;
}

/**
 * Password recovery from the log-in form: e-mail → code → new password, then back to the log-in
 * with the e-mail filled in and a success notice.
 */
export function RecoveryFlow({ step }: { step: RecoveryStep }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sendCode = useSendRecoveryCode();
  const verifyCode = useVerifyRecoveryCode();
  const [state, setState] = useState<RecoveryState>(() => loadRecovery(sessionStore, sessionKeys.recovery));
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => sessionStore.setItem(sessionKeys.recovery, JSON.stringify(state)), [state]);

  const allowed = allowedRecoveryStep(step, state);
  if (allowed !== step) return <Navigate to={paths.login(allowed)} replace />;

  const go = (to: RecoveryStep) => void navigate(paths.login(to));
  const codeSent = (email: string, seconds: number) => {
    setState({ email, resendAt: deadlineAfter(seconds, Date.now()), recoveryToken: null });
  };

  if (step === 'recovery') {
    return (
      <RecoveryEmailStep
        email={state.email}
        onSent={(email, seconds) => {
          codeSent(email, seconds);
          setAlert(null);
          go('recovery-code');
        }}
        onBack={() => void navigate(paths.login())}
      />
    );
  }

  if (step === 'recovery-code') {
    const { email } = state;
    return (
      <CodeStep
        eyebrow={t('recovery.title')}
        position={{ index: 2, total: 3 }}
        title={t('auth.code.title')}
        alert={alert}
        email={email}
        resendAt={state.resendAt}
        verify={async (code) => {
          const { recoveryToken } = await verifyCode.mutateAsync({ email, code });
          setState((current) => ({ ...current, recoveryToken }));
          setAlert(null);
          go('recovery-password');
        }}
        verifying={verifyCode.isPending}
        resend={async () => {
          try {
            const { resendAfter } = await sendCode.mutateAsync(email);
            codeSent(email, resendAfter);
            notify.info(t('auth.code.resent', { email }));
          } catch (error) {
            const wait = apiErrorCode(error) === 'code_resend_too_soon' ? secondsInMessage(error) : null;
            if (wait !== null) codeSent(email, wait);
            throw error;
          }
        }}
        resending={sendCode.isPending}
        onBack={() => go('recovery')}
      />
    );
  }

  return (
    <RecoveryPasswordStep
      recoveryToken={state.recoveryToken ?? ''}
      onDone={() => {
        // The flow leaves with this navigation; nothing of it is kept for the next recovery.
        sessionStore.removeItem(sessionKeys.recovery);
        notify.success(t('recovery.success.text'), t('recovery.success.title'));
        const location: LoginLocationState = { email: state.email };
        void navigate(paths.login(), { replace: true, state: location });
      }}
      onProofLost={(message) => {
        setState((current) => ({ ...current, recoveryToken: null }));
        setAlert(message);
        go('recovery-code');
      }}
    />
  );
}
