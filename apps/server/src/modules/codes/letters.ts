import { CODE_TTL_SECONDS, type Language } from '@platform/contract';
import type { CodePurpose } from '../../db/schema/index.js';
import { layoutLetter } from '../../platform/events/layout.js';
import type { Mail } from '../../platform/mail.js';

// A code is a secret: its letter is written in the request and enqueued in the code's own
// transaction, never recorded as an event (auth/letters.ts says why). Times (none here) are in UTC.

const minutes = CODE_TTL_SECONDS / 60;

const codeTexts: Record<CodePurpose, Record<Language, { subject: string; lead: string }>> = {
  registration: {
    en: { subject: 'Your sign-up code', lead: 'Use this code to confirm your e-mail and finish signing up.' },
    ru: { subject: 'Код для регистрации', lead: 'Введите этот код, чтобы подтвердить адрес электронной почты и завершить регистрацию.' },
  },
  recovery: {
    en: { subject: 'Your password recovery code', lead: 'Use this code to set a new password. If you did not ask for it, ignore this letter.' },
    ru: {
      subject: 'Код для восстановления пароля',
      lead: 'Введите этот код, чтобы задать новый пароль. Если вы его не запрашивали, просто проигнорируйте письмо.',
    },
  },
  email_change: {
    en: { subject: 'Confirm your new e-mail', lead: 'Use this code to confirm the new e-mail address of your account.' },
    ru: { subject: 'Подтвердите новый адрес почты', lead: 'Введите этот код, чтобы подтвердить новый адрес электронной почты вашего аккаунта.' },
  },
};

const validity: Record<Language, string> = {
  en: `The code is valid for ${minutes} minutes.`,
  ru: `Код действует ${minutes} минут.`,
};

/** The letter carrying an e-mail code, in the recipient's language. */
export function codeMail(purpose: CodePurpose, to: string, code: string, language: Language): Mail {
  const t = codeTexts[purpose][language];
  return layoutLetter(
    { template: `code.${purpose}`, subject: t.subject, lead: t.lead, code, paragraphs: [validity[language]] },
    { email: to, language, timeZone: 'UTC' },
  );
}
