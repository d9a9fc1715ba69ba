import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { ErrorCode } from '@platform/contract';
import { AppError } from './errors.js';

/**
 * zxcvbn's score a new password must reach: 3 is "safely unguessable" (about 10^8 guesses and up),
 * the level NIST 800-63B's "check against lists of commonly used passwords" aims at without rules
 * on character classes. Length limits stay in the contract's `passwordSchema`, where the form sees them.
 */
export const MIN_PASSWORD_SCORE = 3;

/** The estimator is built once, on the first new password: its dictionaries take a moment to index. */
let estimator: ZxcvbnFactory | undefined;
const estimate = (password: string, userInputs: string[]): ZxcvbnResult =>
  (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs })).check(password, userInputs);

/** zxcvbn's warnings, grouped into the few reasons a person can act on. */
const reasons: Record<string, ErrorCode> = {
  topTen: 'password_common',
  topHundred: 'password_common',
  common: 'password_common',
  similarToCommon: 'password_common',
  pwned: 'password_common',
  straightRow: 'password_pattern',
  keyPattern: 'password_pattern',
  simpleRepeat: 'password_pattern',
  extendedRepeat: 'password_pattern',
  sequences: 'password_pattern',
  recentYears: 'password_dates',
  dates: 'password_dates',
  userInputs: 'password_personal',
};

/**
 * Why a new password is too easy to guess, as an error code, or null when it is strong enough.
 * `userInputs` are the account's own words (e-mail, names), which a guesser tries first.
 */
export function passwordWeakness(password: string, userInputs: (string | null | undefined)[] = []): ErrorCode | null {
  const words = userInputs.flatMap((input) =>
    input
      ? input
          .toLowerCase()
          .split(/[@.\s_-]+/)
          .filter((w) => w.length > 2)
      : [],
  );
  const result = estimate(password, words);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return reasons[result.feedback.warning ?? ''] ?? 'password_weak';
}

/** Refuses a weak new password with the reason on the `password` field (or the field named). */
export function assertStrongPassword(password: string, userInputs: (string | null | undefined)[] = [], field = 'password'): void {
  const weakness = passwordWeakness(password, userInputs);
  if (weakness) throw new AppError(400, weakness, { [field]: weakness });
}
