import { describe, expect, it } from 'vitest';
import { STORAGE_KEY_COLUMN } from './storage-keys.js';

describe('the naming rule of storage-key columns', () => {
  it('takes storage_key and <what>_storage_key', () => {
    for (const name of ['storage_key', 'cover_storage_key', 'signed_pdf_storage_key']) expect(STORAGE_KEY_COLUMN.test(name), name).toBe(true);
  });

  it('leaves out names that only contain it or another key', () => {
    for (const name of ['storage_keys', 'storage_key_hash', 'key', 'dedupe_key', 'storagekey', '_storage_key']) {
      expect(STORAGE_KEY_COLUMN.test(name), name).toBe(false);
    }
  });
});
