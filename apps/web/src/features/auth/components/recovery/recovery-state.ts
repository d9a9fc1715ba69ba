import type { KeyValueStorage } from '@/shared/lib/storage';
import type { RecoveryStep } from '@/shared/paths';

/** A password recovery under way: the address, when a new code may be asked for, the proof. */
export interface RecoveryState {
  email: string;
  resendAt: number | null;
  recoveryToken: string | null;
}

export const emptyRecovery: RecoveryState = { email: '', resendAt: null, recoveryToken: null };

export function loadRecovery(storage: KeyValueStorage, key: string): RecoveryState {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? { ...emptyRecovery, ...(parsed as Partial<RecoveryState>) } : emptyRecovery;
  } catch {
    return emptyRecovery;
  }
}

/** The code step needs a mailed code, the password step a verified one. */
export function allowedRecoveryStep(requested: RecoveryStep, state: RecoveryState): RecoveryStep {
  if (requested === 'recovery-password' && state.recoveryToken) return requested;
  if (requested !== 'recovery' && state.email && state.resendAt !== null) return 'recovery-code';
  return 'recovery';
}
