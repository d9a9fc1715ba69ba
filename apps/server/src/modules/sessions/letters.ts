import type { Language, SigninMethod } from '@platform/contract';
import { mailTime } from '../../platform/events/mail-time.js';
import type { LetterContent, Reader } from '../../platform/events/types.js';

const texts: Record<
  Language,
  { subject: string; lead: string; when: string; device: string; address: string; how: string; unknown: string; notYou: string; open: string }
> = {
  en: {
    subject: 'New sign-in to your account',
    lead: 'Your account was just signed in to from a device it had not been used on before.',
    when: 'When',
    device: 'Device',
    address: 'Address',
    how: 'Signed in with',
    unknown: 'not known',
    notYou:
      'If it was you, there is nothing to do. If not, change your password now and sign out the sessions you do not recognise ' +
      'in Settings, under "Where you’re signed in".',
    open: 'Open Settings',
  },
  ru: {
    subject: 'Новый вход в ваш аккаунт',
    lead: 'В ваш аккаунт только что вошли с устройства, с которого раньше не входили.',
    when: 'Когда',
    device: 'Устройство',
    address: 'Адрес',
    how: 'Способ входа',
    unknown: 'неизвестен',
    notYou:
      'Если это были вы, ничего делать не нужно. Если нет, сразу смените пароль и завершите незнакомые сеансы ' +
      'в настройках, в разделе «Где выполнен вход».',
    open: 'Открыть настройки',
  },
};

const methods: Record<Language, Record<SigninMethod, string>> = {
  en: { password: 'password', link: 'sign-in link', totp: 'authenticator code', recovery_code: 'recovery code', passkey: 'passkey' },
  ru: { password: 'пароль', link: 'ссылка для входа', totp: 'код из приложения', recovery_code: 'резервный код', passkey: 'ключ доступа' },
};

/** The new-device letter: when, from what and where (masked), and what to do if it was not the owner. */
export function newSigninLetter(m: { device: string; ipMasked: string | null; method: SigninMethod; at: string; url: string }) {
  return (reader: Reader): LetterContent => {
    const t = texts[reader.language];
    return {
      template: 'account.new_signin',
      subject: t.subject,
      lead: t.lead,
      facts: [
        [t.when, mailTime(new Date(m.at), reader.language, reader.timeZone)],
        [t.device, m.device],
        [t.address, m.ipMasked ?? t.unknown],
        [t.how, methods[reader.language][m.method]],
      ],
      paragraphs: [t.notYou],
      link: { label: t.open, url: m.url },
    };
  };
}
