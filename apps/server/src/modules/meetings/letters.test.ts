import { describe, expect, it } from 'vitest';
import { inviteLetter, type InviteKind } from './letters.js';

const meeting = {
  name: 'Kick-off',
  description: '',
  location: 'https://meet.example.com/dd',
  startsAt: new Date('2030-03-31T07:30:00.000Z'),
  endsAt: new Date('2030-03-31T08:30:00.000Z'),
  expert: 'Audit House',
};
const reader = { email: 'a@b.test', language: 'ru' as const, timeZone: 'Europe/Moscow' };

describe('the meeting invite letter in Russian', () => {
  it('names the due diligence with the term of the web in every kind', () => {
    for (const kind of ['booked', 'changed', 'cancelled'] satisfies InviteKind[]) {
      expect(inviteLetter({ kind, meeting, ics: '' }, reader).lead, kind).toContain('по вашей комплексной проверке');
    }
  });
});
