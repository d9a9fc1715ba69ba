import type { Language } from '@platform/contract';
import { CODE_TTL_SECONDS } from '@platform/contract';
import type { CodePurpose } from '../../db/schema/index.js';
import type { Mail } from '../../platform/mail.js';

const minutes = CODE_TTL_SECONDS / 60;

const texts: Record<CodePurpose, Record<Language, { subject: string; lead: string }>> = {
  registration: {
    en: { subject: 'Your sign-up code', lead: 'Use this code to confirm your e-mail and finish signing up.' },
    ru: { subject: 'Код для регистрации', lead: 'Введите этот код, чтобы подтвердить адрес электронной почты и завершить регистрацию.' },
  },
  recovery: {
    en: { subject: 'Your password recovery code', lead: 'Use this code to set a new password. If you did not ask for it, ignore this letter.' },
    ru: { subject: 'Код для восстановления пароля', lead: 'Введите этот код, чтобы задать новый пароль. Если вы его не запрашивали, просто проигнорируйте письмо.' },
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

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The letter carrying an e-mail code, in the recipient's language. */
export function codeMail(purpose: CodePurpose, to: string, code: string, language: Language): Mail {
  const t = texts[purpose][language];
  const text = `${t.lead}\n\n${code}\n\n${validity[language]}`;
  const html = `<p>${escapeHtml(t.lead)}</p><p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(code)}</p><p>${escapeHtml(validity[language])}</p>`;
  return { to, template: `code.${purpose}`, language, subject: t.subject, text, html };
}

const signupAttempt: Record<Language, { subject: string; lines: (signInUrl: string) => string[] }> = {
  en: {
    subject: 'Someone tried to sign up with your e-mail',
    lines: (url) => [
      'Someone asked to create an account on the platform with this e-mail, which already has one.',
      `If it was you, sign in at ${url}. Forgot the password? Choose "Forgot password?" there.`,
      'If it was not you, ignore this letter: nothing has changed in your account.',
    ],
  },
  ru: {
    subject: 'Кто-то пытался зарегистрироваться с вашим адресом почты',
    lines: (url) => [
      'Кто-то запросил регистрацию на платформе с этим адресом электронной почты, но аккаунт с ним уже есть.',
      `Если это были вы, войдите: ${url}. Забыли пароль? Выберите там «Забыли пароль?».`,
      'Если это были не вы, просто проигнорируйте письмо: в вашем аккаунте ничего не изменилось.',
    ],
  },
};

/** The notice a registered address gets instead of a sign-up code, in the owner's language. */
export function signupAttemptMail(to: string, language: Language, signInUrl: string): Mail {
  const t = signupAttempt[language];
  const lines = t.lines(signInUrl);
  const html = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return { to, template: 'signup.existing_account', language, subject: t.subject, text: lines.join('\n\n'), html };
}

// ── Back office: a new manager's invitation ───────────────────────────────────────────────────
export type ManagerInvite = { link: string; recoveryUrl: string; name: string };

const managerInvite: Record<Language, { subject: string; lines: (m: ManagerInvite) => string[] }> = {
  en: {
    subject: 'Your manager account on the platform',
    lines: (m) => [
      `Hello, ${m.name}! A manager account has been created for you on the platform.`,
      `Sign in with this link within 24 hours; it works once: ${m.link}`,
      `The account has no password you know yet. To set one, sign out and choose "Forgot password?" on the sign-in page (${m.recoveryUrl}): we will mail a code to this address, and with it you set your password.`,
      'If you did not expect this letter, ignore it.',
    ],
  },
  ru: {
    subject: 'Ваш аккаунт менеджера на платформе',
    lines: (m) => [
      `Здравствуйте, ${m.name}! Для вас создан аккаунт менеджера на платформе.`,
      `Войдите по этой ссылке в течение 24 часов; она действует один раз: ${m.link}`,
      `Пароля, который вы знаете, у аккаунта пока нет. Чтобы задать его, выйдите из аккаунта и выберите «Забыли пароль?» на странице входа (${m.recoveryUrl}): мы пришлём код на этот адрес, и с ним вы зададите пароль.`,
      'Если вы не ждали этого письма, просто проигнорируйте его.',
    ],
  },
};

/** The letter inviting a new manager: a one-time sign-in link and how to set the password, in the manager's language. */
export function managerInviteMail(to: string, language: Language, invite: ManagerInvite): Mail {
  const t = managerInvite[language];
  const lines = t.lines(invite);
  const html = lines.map((line) => `<p>${escapeHtml(line).replace(escapeHtml(invite.link), `<a href="${escapeHtml(invite.link)}">${escapeHtml(invite.link)}</a>`)}</p>`).join('');
  return { to, template: 'manager.invite', language, subject: t.subject, text: lines.join('\n\n'), html };
}
