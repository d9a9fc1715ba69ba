import type { MfaChallenge } from '@platform/contract';

/**
 * What the log-in screen receives (as the navigation's state) when a sign-in link proved the first
 * factor of an account with a second one: the challenge to answer, and where to land after it.
 */
export interface SecondStepHandoff {
  challenge: MfaChallenge;
  returnTo: string;
}

export interface SecondStepLocationState {
  secondStep?: SecondStepHandoff;
}
