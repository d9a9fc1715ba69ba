import {
  agreementStepSchema,
  companyStepSchema,
  contactStepSchema,
  emailSchema,
  expertiseStepSchema,
  passwordSchema,
  startupBriefStepSchema,
  userInfoStepSchema,
  type CompanyRole,
} from '@platform/contract';
import { signUpSteps, type SignUpStep } from '@/shared/paths';
import { isEmailVerified, type SignUpDraft } from './draft';

/** The steps a role goes through, in order: experts add expertise, startups a brief. */
export function stepsFor(role: CompanyRole | null): SignUpStep[] {
  return signUpSteps.filter((step) => {
    if (step === 'sign-up-expertise') return role === 'expert';
    if (step === 'sign-up-brief') return role === 'startup';
    return true;
  });
}

export function isSignUpStep(value: string | null): value is SignUpStep {
  return (signUpSteps as readonly string[]).includes(value ?? '');
}

export function nextStep(step: SignUpStep, role: CompanyRole | null): SignUpStep | null {
  const steps = stepsFor(role);
  const index = steps.indexOf(step);
  return index >= 0 && index < steps.length - 1 ? steps[index + 1]! : null;
}

export function previousStep(step: SignUpStep, role: CompanyRole | null): SignUpStep | null {
  const steps = stepsFor(role);
  const index = steps.indexOf(step);
  return index > 0 ? steps[index - 1]! : null;
}

/**
 * "Step 3 of 8": 1-based place of the step among the role's steps. Until a role is picked the
 * total is not known (startups and experts have a step more), so none is promised: a count that
 * changed under the visitor's eyes would read as a mistake.
 */
export function stepPosition(step: SignUpStep, role: CompanyRole | null): { index: number; total: number | null } {
  const steps = stepsFor(role);
  return { index: Math.max(0, steps.indexOf(step)) + 1, total: role ? steps.length : null };
}

const fieldSteps: [RegExp, SignUpStep][] = [
  [/^role$/, 'sign-up'],
  [/^(email|password|confirm)$/, 'sign-up-credentials'],
  [/^(code|registrationToken)$/, 'sign-up-code'],
  [/^(name|surname|position)$/, 'sign-up-user'],
  [/^(company|website|description|logo)(\.|$)/, 'sign-up-company'],
  [/^phone$/, 'sign-up-contact'],
  [/^expertIn(\.|$)/, 'sign-up-expertise'],
  [/^brief(\.|$)/, 'sign-up-brief'],
];

/** The step that asks for a field of the registration body (`brief.regions` is the brief's). */
export function stepOfField(field: string): SignUpStep {
  return fieldSteps.find(([pattern]) => pattern.test(field))?.[1] ?? 'sign-up-agreement';
}

/** Of several failing fields, the step that comes first for the role. */
export function firstStepOfFields(fields: string[], role: CompanyRole | null): SignUpStep {
  const steps = stepsFor(role);
  const owned = fields.map(stepOfField).filter((step) => steps.includes(step));
  if (owned.length === 0) return 'sign-up-agreement';
  return owned.reduce((first, step) => (steps.indexOf(step) < steps.indexOf(first) ? step : first));
}

/** Whether the draft holds a valid answer for a step, checked with the contract's schemas. */
export function isStepDone(step: SignUpStep, draft: SignUpDraft): boolean {
  switch (step) {
    case 'sign-up':
      return draft.role !== null;
    case 'sign-up-credentials':
      return emailSchema.safeParse(draft.email).success && passwordSchema.safeParse(draft.password).success;
    case 'sign-up-code':
      return isEmailVerified(draft);
    case 'sign-up-user':
      return userInfoStepSchema.safeParse(draft).success;
    case 'sign-up-company':
      return companyStepSchema.safeParse(draft).success;
    case 'sign-up-contact':
      return contactStepSchema.safeParse(draft).success;
    case 'sign-up-expertise':
      return expertiseStepSchema.safeParse(draft).success;
    case 'sign-up-brief':
      return startupBriefStepSchema.safeParse(draft.brief).success;
    case 'sign-up-agreement':
      return agreementStepSchema.safeParse(draft).success;
  }
}

/** The first step of the role that is not answered yet, or null when all are. */
export function firstOpenStep(draft: SignUpDraft): SignUpStep | null {
  return stepsFor(draft.role).find((step) => !isStepDone(step, draft)) ?? null;
}

/**
 * The step to show for a requested one: it must belong to the role, and every step before it
 * must be answered. After a reload only the password is gone, so the person lands on the
 * credentials step and, once it is typed again, goes on where they were.
 */
export function allowedStep(requested: SignUpStep, draft: SignUpDraft): SignUpStep {
  const steps = stepsFor(draft.role);
  if (!steps.includes(requested)) return firstOpenStep(draft) ?? 'sign-up-agreement';
  const open = steps.slice(0, steps.indexOf(requested)).find((step) => !isStepDone(step, draft));
  return open ?? requested;
}
