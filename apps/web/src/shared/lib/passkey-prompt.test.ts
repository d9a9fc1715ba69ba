import { describe, expect, it } from 'vitest';
import { promptRefusal } from './passkey-prompt';

describe('promptRefusal', () => {
  it('reads a closed prompt, an authenticator that holds a passkey already and a browser without passkeys', () => {
    expect(promptRefusal(new DOMException('closed', 'NotAllowedError'))).toBe('cancelled');
    expect(promptRefusal({ name: 'AbortError' })).toBe('cancelled');
    expect(promptRefusal({ name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' })).toBe('exists');
    expect(promptRefusal({ name: 'NotSupportedError' })).toBe('unsupported');
  });

  it('leaves other errors to the caller', () => {
    expect(promptRefusal(new Error('network'))).toBeNull();
    expect(promptRefusal('text')).toBeNull();
    expect(promptRefusal(null)).toBeNull();
  });
});
