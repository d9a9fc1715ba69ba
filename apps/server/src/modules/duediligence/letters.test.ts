import { describe, expect, it } from 'vitest';
import { revokedLetter } from './letters.js';

describe('the letter of a revoked report in Russian', () => {
  it('names the due diligence with the term of the web', () => {
    const letter = revokedLetter('Конфликт интересов', 'https://platform.example.com/a')({ email: 'a@b.test', language: 'ru', timeZone: 'Europe/Moscow' });
    expect(letter.subject).toBe('Утверждение отчёта о комплексной проверке отозвано');
    expect(letter.lead).toBe('Менеджер платформы отозвал утверждение отчёта о комплексной проверке по вашей заявке. Причина:');
  });
});
