import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { MfaChallenge, MfaMethod } from '@platform/contract';
import { apiErrorCode, apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { promptRefusal } from '@/shared/lib/passkey-prompt';
import { useCompleteMfaWithPasskey } from '../api/complete-mfa';
import { loginServerErrorText } from './login-error-text';
import { OtherMethods } from './mfa-other-methods';
import { StepFrame } from './step-frame';

export interface MfaPasskeyStepProps {
  challenge: MfaChallenge;
  onSwitch: (method: MfaMethod) => void;
  onSignedIn: (token: string) => void;
  onExpired: (message: string) => void;
  onBack: () => void;
}

/**
 * The second step given with a passkey of the account: the button opens the browser's prompt,
 * which offers only this account's passkeys. A closed prompt leaves the step as it was.
 */
export function MfaPasskeyStep({ challenge, onSwitch, onSignedIn, onExpired, onBack }: MfaPasskeyStepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const complete = useCompleteMfaWithPasskey();
  const [alert, setAlert] = useState<string | null>(null);

  const start = () => {
    if (complete.isPending) return;
    setAlert(null);
    complete.mutate(challenge.mfa_token, {
      onSuccess: ({ token }) => onSignedIn(token),
      onError: (error) => {
        if (apiErrorCode(error) === 'mfa_token_invalid') return onExpired(apiErrorMessage(error, errorText));
        const refusal = promptRefusal(error);
        setAlert(refusal === 'cancelled' || refusal === 'unsupported' ? t(`auth.passkey.${refusal}`) : loginServerErrorText(error, t, errorText));
      },
    });
  };

  return (
    <StepFrame
      eyebrow={t('auth.login.title')}
      title={t('mfa.signin.title')}
      description={t('mfa.signin.passkeyText')}
      alert={alert}
      onSubmit={(event) => {
        event.preventDefault();
        start();
      }}
      submitLabel={t('mfa.signin.passkeySubmit')}
      submitting={complete.isPending}
      onBack={onBack}
      footer={<OtherMethods methods={challenge.methods} current="passkey" onSwitch={onSwitch} />}
    >
      {null}
    </StepFrame>
  );
}
