import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/shared/lib/storage';
import { clearStoredKeys } from './clear-stored-keys';

describe('clearStoredKeys', () => {
  it('removes the token and every other stored key but keeps the interface language', () => {
    const storage = createMemoryStorage();
    storage.setItem('token', 'abc');
    storage.setItem('startups_columns', '[]');
    storage.setItem('current_language', 'ru');
    clearStoredKeys(storage);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('startups_columns')).toBeNull();
    expect(storage.getItem('current_language')).toBe('ru');
  });

  it('does not invent a language when none was chosen', () => {
    const storage = createMemoryStorage();
    storage.setItem('token', 'abc');
    clearStoredKeys(storage);
    expect(storage.getItem('current_language')).toBeNull();
  });
});
