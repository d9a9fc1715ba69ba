import { describe, expect, it } from 'vitest';
import { MB } from '@platform/contract';
import { attachValue, checkFile, keepFile, shownFile } from './file-draft';

const stored = { id: 'a0000000-0000-4000-8000-000000000001', name: 'deck.pdf', path: '/api/v1/files/a', size: 42 };

describe('file drafts', () => {
  it('omits an unchanged file, sends null for a removed one and the upload id for a new one', () => {
    expect(attachValue(keepFile(stored))).toBeUndefined();
    expect(attachValue(keepFile(null))).toBeUndefined();
    expect(attachValue({ kind: 'removed' })).toBeNull();
    expect(attachValue({ kind: 'new', file: {} as File }, 'id-1')).toEqual({ id: 'id-1' });
    expect(() => attachValue({ kind: 'new', file: {} as File })).toThrow();
  });

  it('shows the stored file until it is removed', () => {
    expect(shownFile(keepFile(stored))?.name).toBe('deck.pdf');
    expect(shownFile({ kind: 'removed' })).toBeNull();
  });
});

describe('checkFile', () => {
  it('accepts the kinds of the purpose by extension or type', () => {
    expect(checkFile('pitch_deck', { name: 'deck.PDF', type: '', size: 10 })).toBeNull();
    expect(checkFile('logo', { name: 'photo', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(checkFile('logo', { name: 'me.jpeg', type: '', size: 10 })).toBeNull();
  });

  it('refuses other kinds and files over the size limit', () => {
    expect(checkFile('pitch_deck', { name: 'deck.docx', type: 'application/msword', size: 10 })).toBe('kind');
    expect(checkFile('logo', { name: 'big.png', type: 'image/png', size: 5 * MB + 1 })).toBe('size');
  });
});
