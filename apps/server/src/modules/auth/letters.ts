import type { Language } from '@platform/contract';
import { layoutLetter } from '../../platform/events/layout.js';
import type { LetterContent } from '../../platform/events/types.js';
import type { Mail } from '../../platform/mail.js';

/*
 * Letters carrying a secret: one-time sign-in links (e-mail codes: codes/letters.ts). They follow no domain event:
 * an event's payload is kept in plain text in `domain_events`, and a code or a sign-in key must
 * never be stored readable anywhere but in the letter to its addressee. So such a letter is written
 * here, in the request, and enqueued with `mailer.enqueue([...], tx)` inside the transaction that
 * stores the code's or key's hash: the outbox row and its delivery job commit with it or not at
 * all, and nothing is sent in the request. The letters without a secret that go with them (the
 * notice a registered address gets instead of a sign-up code) take the same way, so the answer is
 * the same for both kinds of address. Every letter has the one layout.
 */

/** A letter to an address, in the given language; its times (none here) would be in UTC. */
const letter = (to: string, language: Language, content: LetterContent): Mail => layoutLetter(content, { email: to, language, timeZone: 'UTC' });

const signupAttempt: Record<Language, { subject: string; lines: (signInUrl: string) => [string, ...string[]] }> = {
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
  const [lead, ...paragraphs] = t.lines(signInUrl);
  return letter(to, language, { template: 'signup.existing_account', subject: t.subject, lead, paragraphs });
}

const signinLink: Record<Language, { subject: string; lead: string; note: string; open: string }> = {
  en: {
    subject: 'Your link to sign in to the platform',
    lead: 'A platform manager sent you a link to sign in to your account without a password.',
    note: 'The link is valid for 24 hours and works once. If you did not expect it, ignore this letter.',
    open: 'Sign in',
  },
  ru: {
    subject: 'Ваша ссылка для входа на платформу',
    lead: 'Менеджер платформы отправил вам ссылку для входа в аккаунт без пароля.',
    note: 'Ссылка действует 24 часа и срабатывает один раз. Если вы её не ждали, просто проигнорируйте письмо.',
    open: 'Войти',
  },
};

/** A manager's one-time sign-in link, in the account's language; the key is only in this letter. */
export function signinLinkMail(to: string, language: Language, url: string): Mail {
  const t = signinLink[language];
  return letter(to, language, { template: 'account.signin_link', subject: t.subject, lead: t.lead, paragraphs: [t.note], link: { label: t.open, url } });
}

/** `secondFactor`: managers must have a second factor (`MFA_REQUIRED_ROLES`), so the letter warns of the first step. */
export type ManagerInvite = { link: string; recoveryUrl: string; name: string; secondFactor: boolean };

type InviteTexts = { subject: string; hello: (name: string) => string; signIn: string; secondFactor: string; lines: (recoveryUrl: string) => string[] };

const managerInvite: Record<Language, InviteTexts> = {
  en: {
    subject: 'Your manager account on the platform',
    hello: (name) => `Hello, ${name}! A manager account has been created for you on the platform.`,
    signIn: 'Sign in with this link within 24 hours; it works once',
    secondFactor:
      'Managers must have a second factor: after your first sign-in, Settings asks you to turn on codes from an authenticator app ' +
      '(Google Authenticator, 1Password, Aegis and the like) or to add a passkey, before anything else opens.',
    lines: (url) => [
      `The account has no password you know yet. To set one, sign out and choose "Forgot password?" on the sign-in page (${url}): we will mail a ` +
        `code to this address, and with it you set your password.`,
      'If you did not expect this letter, ignore it.',
    ],
  },
  ru: {
    subject: 'Ваш аккаунт менеджера на платформе',
    hello: (name) => `Здравствуйте, ${name}! Для вас создан аккаунт менеджера на платформе.`,
    signIn: 'Войдите по этой ссылке в течение 24 часов; она действует один раз',
    secondFactor:
      'У менеджеров обязателен второй фактор: после первого входа настройки попросят включить коды из приложения-аутентификатора ' +
      '(Google Authenticator, 1Password, Aegis и подобных) или добавить ключ доступа, и лишь потом откроется остальное.',
    lines: (url) => [
      `Пароля, который вы знаете, у аккаунта пока нет. Чтобы задать его, выйдите из аккаунта и выберите «Забыли пароль?» на странице входа ` +
        `(${url}): мы пришлём код на этот адрес, и с ним вы зададите пароль.`,
      'Если вы не ждали этого письма, просто проигнорируйте его.',
    ],
  },
};

/** The letter inviting a new manager: a one-time sign-in link and how to set the password, in the manager's language. */
export function managerInviteMail(to: string, language: Language, invite: ManagerInvite): Mail {
  const t = managerInvite[language];
  return letter(to, language, {
    template: 'manager.invite',
    subject: t.subject,
    lead: t.hello(invite.name),
    paragraphs: invite.secondFactor ? [t.secondFactor, ...t.lines(invite.recoveryUrl)] : t.lines(invite.recoveryUrl),
    link: { label: t.signIn, url: invite.link },
  });
}
