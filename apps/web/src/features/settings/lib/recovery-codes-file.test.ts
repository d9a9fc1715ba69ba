import { describe, expect, it } from 'vitest';
import { recoveryCodesFileName, recoveryCodesText } from './recovery-codes-file';

const words = { title: 'Recovery codes', account: 'For ann@example.com, made 1 March 2026', advice: 'Each code works once.' };

describe('the recovery codes file', () => {
  it('holds the title, the account, the advice and every code on a line of its own, numbered', () => {
    const text = recoveryCodesText(['abcde-fghij', 'klmno-pqrst'], words);
    expect(text.split('\r\n')).toEqual([
      'Recovery codes',
      'For ann@example.com, made 1 March 2026',
      '',
      'Each code works once.',
      '',
      ' 1. abcde-fghij',
      ' 2. klmno-pqrst',
      '',
    ]);
  });

  it('numbers ten codes so they line up', () => {
    const codes = Array.from({ length: 10 }, (_, n) => `code${n}`);
    const lines = recoveryCodesText(codes, words).split('\r\n');
    expect(lines).toContain(' 9. code8');
    expect(lines).toContain('10. code9');
  });

  it('is named by the host and the day, with nothing a file system refuses', () => {
    expect(recoveryCodesFileName('platform.example.com', new Date('2026-03-01T23:00:00Z'))).toBe('recovery-codes-platform.example.com-2026-03-01.txt');
    expect(recoveryCodesFileName('127.0.0.1:3410', new Date('2026-03-01T10:00:00Z'))).toBe('recovery-codes-127.0.0.1-3410-2026-03-01.txt');
    expect(recoveryCodesFileName('', new Date('2026-03-01T10:00:00Z'))).toBe('recovery-codes-account-2026-03-01.txt');
  });
});
