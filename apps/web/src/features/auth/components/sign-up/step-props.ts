import type { Dispatch } from 'react';
import type { SignUpStep } from '@/shared/paths';
import type { DraftAction, SignUpDraft } from '@/features/auth/sign-up/draft';

/** A refusal of the finished sign-up, shown on the step that owns the failing fields. */
export interface StepServerError {
  step: SignUpStep;
  message: string;
  fields: Record<string, string>;
}

export interface SignUpStepProps {
  draft: SignUpDraft;
  dispatch: Dispatch<DraftAction>;
  position: { index: number; total: number | null };
  /** Saves the step's answers and goes on to the role's next step, or to `to`. */
  next: (values: Partial<SignUpDraft>, to?: SignUpStep) => void;
  /** Saves what was typed, valid or not, and goes one step back. */
  back: (values: Partial<SignUpDraft>) => void;
  serverError: StepServerError | null;
}
