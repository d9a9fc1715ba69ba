import '@/shared/styles/mantine-screens';
import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { registrationBodySchema } from '@platform/contract';
import { apiErrorCode, apiErrorMessage, serverFieldErrors } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useLanguage } from '@/shared/i18n/use-language';
import { sessionKeys, sessionStore } from '@/shared/lib/storage';
import { paths, type SignUpStep } from '@/shared/paths';
import { useSession } from '@/shared/session/session-context';
import { useRegister } from '@/features/auth/api/register';
import { draftReducer, loadDraft, saveDraft, type SignUpDraft } from '@/features/auth/sign-up/draft';
import { registrationBody } from '@/features/auth/sign-up/registration-body';
import { allowedStep, firstStepOfFields, nextStep, previousStep, stepPosition } from '@/features/auth/sign-up/steps';
import { AgreementStep } from './agreement-step';
import { BriefStep } from './brief-step';
import { CompanyStep } from './company-step';
import { ContactStep } from './contact-step';
import { CredentialsStep } from './credentials-step';
import { ExpertiseStep } from './expertise-step';
import { RoleStep } from './role-step';
import { SignUpCodeStep } from './sign-up-code-step';
import type { SignUpStepProps, StepServerError } from './step-props';
import { UserInfoStep } from './user-info-step';

const screens: Record<Exclude<SignUpStep, 'sign-up-agreement'>, ComponentType<SignUpStepProps>> = {
  'sign-up': RoleStep,
  'sign-up-credentials': CredentialsStep,
  'sign-up-code': SignUpCodeStep,
  'sign-up-user': UserInfoStep,
  'sign-up-company': CompanyStep,
  'sign-up-contact': ContactStep,
  'sign-up-expertise': ExpertiseStep,
  'sign-up-brief': BriefStep,
};

/**
 * Sign-up, one step per screen at `/login?step=…`. The answers live in one reducer (mirrored to
 * the tab's storage, the password aside), so going back keeps them and a reload keeps all but
 * the password; a step whose earlier steps are not answered yet sends the person back to them.
 */
export function SignUpFlow({ step }: { step: SignUpStep }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const errorText = useErrorText();
  const { startSession } = useSession();
  const registerAccount = useRegister();
  const [draft, dispatch] = useReducer(draftReducer, undefined, () => loadDraft(sessionStore, sessionKeys.signUp));
  const [serverError, setServerError] = useState<StepServerError | null>(null);

  useEffect(() => saveDraft(sessionStore, sessionKeys.signUp, draft), [draft]);

  const allowed = allowedStep(step, draft);
  if (allowed !== step) return <Navigate to={paths.login(allowed)} replace />;

  const go = (to: SignUpStep) => void navigate(paths.login(to));

  const next = (values: Partial<SignUpDraft>, to?: SignUpStep) => {
    dispatch({ type: 'save', values });
    setServerError(null);
    const target = to ?? nextStep(step, values.role ?? draft.role);
    if (target) go(target);
  };

  const back = (values: Partial<SignUpDraft>) => {
    dispatch({ type: 'save', values });
    const target = previousStep(step, draft.role);
    if (target) go(target);
  };

  const refuse = (error: Omit<StepServerError, 'step'>, fields: string[]) => {
    const target = firstStepOfFields(fields, draft.role);
    setServerError({ ...error, step: target });
    if (target !== step) go(target);
  };

  const finish = (values: { agreement: true }) => {
    const finished = draftReducer(draft, { type: 'save', values });
    dispatch({ type: 'save', values });
    const body = registrationBody(finished, language);
    // The contract's own check first: a step left invalid (a stale draft) is shown, not sent.
    const checked = registrationBodySchema.safeParse(body);
    if (!checked.success) {
      const fields = checked.error.issues.map((issue) => issue.path.join('.'));
      return refuse({ message: t('signUp.checkStep'), fields: {} }, fields);
    }
    registerAccount.mutate(body, {
      onSuccess: ({ token }) => {
        sessionStore.removeItem(sessionKeys.signUp);
        startSession(token);
        void navigate(paths.thanks(), { replace: true });
      },
      onError: (error) => {
        const message = apiErrorMessage(error, errorText);
        if (apiErrorCode(error) === 'proof_invalid') {
          dispatch({ type: 'proofLost' });
          return refuse({ message, fields: {} }, ['registrationToken']);
        }
        const fields = serverFieldErrors(error);
        refuse({ message, fields }, Object.keys(fields));
      },
    });
  };

  const props: SignUpStepProps = {
    draft,
    dispatch,
    position: stepPosition(step, draft.role),
    next,
    back,
    serverError: serverError?.step === step ? serverError : null,
  };
  if (step === 'sign-up-agreement') return <AgreementStep {...props} finish={finish} finishing={registerAccount.isPending} />;
  const Screen = screens[step];
  return <Screen key={step} {...props} />;
}
