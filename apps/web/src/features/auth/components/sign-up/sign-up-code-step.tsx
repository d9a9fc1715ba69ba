import { useTranslation } from '@/shared/i18n/use-translation';
import { apiErrorCode, secondsInMessage } from '@/shared/api/api-error';
import { deadlineAfter } from '@/shared/lib/countdown';
import { notify } from '@/shared/ui/notify';
import { useSendRegistrationCode } from '@/features/auth/api/send-registration-code';
import { useVerifyRegistrationCode } from '@/features/auth/api/verify-registration-code';
import { firstOpenStep } from '@/features/auth/sign-up/steps';
import { CodeStep } from '../code-step';
import type { SignUpStepProps } from './step-props';

/** Step 3: the code mailed to the e-mail; a right one yields the proof the rest of sign-up uses. */
export function SignUpCodeStep({ draft, dispatch, position, next, back, serverError }: SignUpStepProps) {
  const { t } = useTranslation();
  const verifyCode = useVerifyRegistrationCode();
  const sendCode = useSendRegistrationCode();
  const { email } = draft;

  const verify = async (code: string) => {
    const { registrationToken } = await verifyCode.mutateAsync({ email, code });
    dispatch({ type: 'verified', email, registrationToken });
    const verified = { ...draft, verifiedEmail: email, registrationToken };
    next({}, firstOpenStep(verified) ?? 'sign-up-agreement');
  };

  const resend = async () => {
    try {
      const { resendAfter } = await sendCode.mutateAsync(email);
      dispatch({ type: 'codeSent', email, resendAt: deadlineAfter(resendAfter, Date.now()) });
      notify.info(t('auth.code.resent', { email }));
    } catch (error) {
      const wait = apiErrorCode(error) === 'code_resend_too_soon' ? secondsInMessage(error) : null;
      if (wait !== null) dispatch({ type: 'codeSent', email, resendAt: deadlineAfter(wait, Date.now()) });
      throw error;
    }
  };

  return (
    <CodeStep
      eyebrow={t('signUp.title')}
      position={position}
      title={t('auth.code.title')}
      alert={serverError?.message}
      email={email}
      resendAt={draft.resendAt}
      verify={verify}
      verifying={verifyCode.isPending}
      resend={resend}
      resending={sendCode.isPending}
      onBack={() => back({})}
    />
  );
}
