import type { Language, RecommendationCategory } from '@platform/contract';
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
  const text = [t.lead, `${t.open}: ${url}`, t.note].join('\n\n');
  const html = `<p>${escapeHtml(t.lead)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t.open)}</a></p><p>${escapeHtml(t.note)}</p>`;
  return { to, template: 'account.signin_link', language, subject: t.subject, text, html };
}

const recommendationCategoryNames: Record<Language, Record<RecommendationCategory, string>> = {
  en: { team: 'Team', management: 'Management', technology: 'Technology', business: 'Business' },
  ru: { team: 'Команда', management: 'Управление', technology: 'Технологии', business: 'Бизнес' },
};

const recommendation: Record<Language, { subject: string; lead: (category: string) => string; open: string }> = {
  en: {
    subject: 'A manager wrote you a recommendation',
    lead: (category) => `A platform manager wrote you a recommendation in the category “${category}”:`,
    open: 'Read it in your profile',
  },
  ru: {
    subject: 'Менеджер написал вам рекомендацию',
    lead: (category) => `Менеджер платформы написал вам рекомендацию в категории «${category}»:`,
    open: 'Прочитать в профиле',
  },
};

/** Tells a startup a manager wrote (or rewrote) its recommendation in a category, with a link to its profile. */
export function recommendationMail(m: { to: string; language: Language; category: RecommendationCategory; title: string; url: string }): Mail {
  const t = recommendation[m.language];
  const lead = t.lead(recommendationCategoryNames[m.language][m.category]);
  const text = [lead, m.title, `${t.open}: ${m.url}`].join('\n\n');
  const html = `<p>${escapeHtml(lead)}</p><p><strong>${escapeHtml(m.title)}</strong></p><p><a href="${escapeHtml(m.url)}">${escapeHtml(t.open)}</a></p>`;
  return { to: m.to, template: 'account.recommendation', language: m.language, subject: t.subject, text, html };
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
