import type { Language } from './common.js';
import { backerErrorTexts } from './backer-errors.js';
import { fieldCodeTexts } from './field-code-texts.js';

/** Typed error codes the server answers with, each with its text in both languages; the schemas' field refusals among them. */
export const errorTexts = {
  ...fieldCodeTexts,
  ...backerErrorTexts,
  validation_failed: { en: 'Please, fix error(s) and repeat', ru: 'Пожалуйста, исправьте ошибки и повторите' },
  invalid_credentials: { en: 'Wrong e-mail or password', ru: 'Неверный e-mail или пароль' },
  account_blocked: { en: 'This account is blocked. Contact the platform manager', ru: 'Аккаунт заблокирован. Свяжитесь с менеджером платформы' },
  signin_key_invalid: { en: 'This sign-in link is not valid', ru: 'Ссылка для входа недействительна' },
  signin_key_used: { en: 'This sign-in link has already been used', ru: 'Ссылка для входа уже использована' },
  signin_key_expired: { en: 'This sign-in link has expired', ru: 'Срок действия ссылки для входа истёк' },
  mfa_token_invalid: { en: 'This sign-in step has expired. Sign in again', ru: 'Этот шаг входа истёк. Войдите снова' },
  mfa_code_wrong: { en: 'Wrong code', ru: 'Неверный код' },
  mfa_code_missing: {
    en: 'Enter a code from the authenticator app or a recovery code',
    ru: 'Введите код из приложения-аутентификатора или резервный код',
  },
  mfa_totp_on: { en: 'Authenticator codes are already on. Turn them off first', ru: 'Коды из приложения уже включены. Сначала выключите их' },
  mfa_totp_not_pending: { en: 'Start setting up the authenticator app again', ru: 'Начните подключение приложения-аутентификатора заново' },
  session_not_found: { en: 'This session has already ended or is not yours', ru: 'Этот сеанс уже завершён или принадлежит не вам' },
  mfa_totp_off: { en: 'Authenticator codes are not on', ru: 'Коды из приложения не включены' },
  reauth_required: { en: "Confirm it's you to continue", ru: 'Подтвердите, что это вы, чтобы продолжить' },
  reauth_proof_missing: { en: 'Enter your password or a code', ru: 'Введите пароль или код' },
  reauth_code_required: {
    en: 'Enter a code from the authenticator app: it is on for this account',
    ru: 'Введите код из приложения-аутентификатора: для этого аккаунта он включён',
  },
  reauth_factor_required: {
    en: 'Confirm with your passkey: this account has a second factor',
    ru: 'Подтвердите ключом доступа: у этого аккаунта есть второй фактор',
  },
  mfa_enrolment_required: {
    en: 'Turn on a second factor in Settings before you continue',
    ru: 'Прежде чем продолжить, включите второй фактор в настройках',
  },
  passkey_invalid: {
    en: 'This passkey was not accepted. Try again or sign in with your password',
    ru: 'Ключ доступа не принят. Попробуйте снова или войдите с паролем',
  },
  passkey_challenge_expired: { en: 'The passkey prompt has expired. Try again', ru: 'Запрос ключа доступа истёк. Попробуйте снова' },
  passkey_not_verified: { en: 'The passkey could not be checked. Try again', ru: 'Не удалось проверить ключ доступа. Попробуйте снова' },
  passkey_exists: { en: 'This passkey is already added', ru: 'Этот ключ доступа уже добавлен' },
  passkey_not_found: { en: 'Passkey not found', ru: 'Ключ доступа не найден' },
  unauthorized: { en: 'Please sign in', ru: 'Пожалуйста, войдите' },
  session_expired: { en: 'Your session has ended. Please sign in again', ru: 'Сеанс завершён. Войдите снова' },
  forbidden: { en: 'You are not allowed to do this', ru: 'У вас нет прав на это действие' },
  not_found: { en: 'Not found', ru: 'Не найдено' },
  user_not_found: { en: 'No account with this e-mail', ru: 'Аккаунт с таким e-mail не найден' },
  too_many_requests: { en: 'Too many attempts. Try again in {{seconds}} s', ru: 'Слишком много попыток. Повторите через {{seconds}} с' },
  payload_too_large: { en: 'The request is too large', ru: 'Слишком большой запрос' },
  bad_request: { en: 'The request is not valid', ru: 'Некорректный запрос' },
  idempotency_key_invalid: {
    en: 'The Idempotency-Key header must be 1 to 255 visible characters',
    ru: 'Заголовок Idempotency-Key должен содержать от 1 до 255 видимых символов',
  },
  idempotency_key_in_use: {
    en: 'This request is still being processed. Check the result in a moment before sending it again',
    ru: 'Этот запрос ещё обрабатывается. Проверьте результат через несколько секунд, прежде чем отправлять его снова',
  },
  idempotency_key_reused: {
    en: 'This Idempotency-Key was already used for a different request',
    ru: 'Этот Idempotency-Key уже использован для другого запроса',
  },
  email_taken: { en: 'An account with this e-mail already exists', ru: 'Аккаунт с таким e-mail уже существует' },
  code_resend_too_soon: {
    en: 'A code was sent recently. Request a new one in {{seconds}} s',
    ru: 'Код уже отправлен. Новый можно запросить через {{seconds}} с',
  },
  code_invalid: { en: 'No valid code for this e-mail. Request a new one', ru: 'Для этого e-mail нет действующего кода. Запросите новый' },
  code_expired: { en: 'The code has expired. Request a new one', ru: 'Срок действия кода истёк. Запросите новый' },
  code_wrong: { en: 'Wrong code. Attempts left: {{left}}', ru: 'Неверный код. Осталось попыток: {{left}}' },
  code_burnt: { en: 'Too many wrong codes. Request a new one', ru: 'Слишком много неверных попыток. Запросите новый код' },
  proof_invalid: { en: 'The e-mail confirmation is no longer valid. Start again', ru: 'Подтверждение e-mail больше не действует. Начните заново' },
  current_password_wrong: { en: 'The current password is wrong', ru: 'Текущий пароль указан неверно' },
  delete_email_mismatch: { en: 'Type your own e-mail to confirm', ru: 'Для подтверждения введите свой e-mail' },
  handbook_invalid: { en: 'Choose values from the list', ru: 'Выберите значения из списка' },
  file_invalid: { en: 'This file is not accepted', ru: 'Этот файл не подходит' },
  upload_quota_exceeded: {
    en: 'You have reached the daily upload limit of {{mb}} MB. Try again later',
    ru: 'Достигнут дневной лимит загрузок ({{mb}} МБ). Попробуйте позже',
  },
  score_not_full: { en: 'Fill in the finance and self-scoring of your profile first', ru: 'Сначала заполните финансы и самооценку в профиле' },
  message_not_found: { en: "Can't find message id", ru: 'Не удалось найти переписку' },
  thread_closed: { en: 'This conversation is closed. Start a new one to write again', ru: 'Переписка закрыта. Чтобы написать снова, начните новую' },
  expert_ticket_expired: { en: 'The time to answer this application has passed', ru: 'Срок ответа на эту заявку истёк' },
  expert_ticket_busy: { en: 'An expert company is already working on this application', ru: 'С этой заявкой уже работает экспертная компания' },
  report_not_editable: { en: 'The report cannot be changed at this stage', ru: 'На этом этапе отчёт изменить нельзя' },
  report_not_ready: { en: 'The report is not approved yet', ru: 'Отчёт ещё не утверждён' },
  report_not_approved: { en: 'Only an approved report can be revoked', ru: 'Отозвать можно только утверждённый отчёт' },
  report_revoked: { en: 'The approval of this report has been revoked', ru: 'Утверждение этого отчёта отозвано' },
  report_pdf_unavailable: {
    en: 'The report’s PDF could not be stored, so nothing was changed. Try again in a minute',
    ru: 'Не удалось сохранить PDF отчёта, поэтому ничего не изменено. Повторите через минуту',
  },
  report_fingerprint_unknown: { en: 'No approved report has this fingerprint', ru: 'Ни у одного утверждённого отчёта нет такого отпечатка' },
  status_move_refused: { en: 'This status move is not allowed', ru: 'Такой переход статуса недопустим' },
  crowdfunding_not_found: { en: 'CrowdfundingId not found', ru: 'Раунд краудфандинга не найден' },
  participant_not_found: { en: 'Participant identifier not found', ru: 'Участник не найден' },
  round_not_open: { en: 'This round is not open for backers', ru: 'Этот раунд не принимает участников' },
  min_ticket_required: { en: 'Set the minimum ticket to activate the round', ru: 'Укажите минимальный билет, чтобы активировать раунд' },
  min_ticket_above_max: {
    en: "The minimum ticket can't be more than the investment maximum ({{max}})",
    ru: 'Минимальный билет не может превышать максимум инвестиций ({{max}})',
  },
  terms_unchanged: { en: 'Change at least one of the terms', ru: 'Измените хотя бы одно из условий' },
  round_not_active: { en: 'The terms change only while the round is active', ru: 'Условия меняются только у активного раунда' },
  terms_close_noticed: {
    en: 'The round has a notice of an early close: its last day can no longer change',
    ru: 'О досрочном закрытии раунда уже объявлено: его последний день изменить нельзя',
  },
  investment_max_below_raised: {
    en: "The maximum can't be less than the amount already raised ({{amount}})",
    ru: 'Максимум не может быть меньше уже собранной суммы ({{amount}})',
  },
  investment_max_below_min_ticket: {
    en: "The maximum can't be less than the minimum ticket ({{amount}})",
    ru: 'Максимум не может быть меньше минимального билета ({{amount}})',
  },
  expire_before_reconfirm: {
    en: 'The last day must be on or after {{date}}: backers have 5 business days to reconfirm',
    ru: 'Последний день — не раньше {{date}}: у участников есть 5 рабочих дней на подтверждение',
  },
  nothing_to_reconfirm: { en: 'Your participation needs no reconfirmation', ru: 'Ваше участие не требует подтверждения' },
  reconfirm_deadline_passed: { en: 'The deadline to reconfirm has passed', ru: 'Срок подтверждения участия истёк' },
  close_notice_too_short: {
    en: 'Give backers at least 5 business days of notice: close on {{earliest}} or later',
    ru: 'Участников нужно предупредить не менее чем за 5 рабочих дней: закрытие не раньше {{earliest}}',
  },
  close_not_before_expire: { en: 'An early close must come before the round’s last day', ru: 'Досрочное закрытие должно быть раньше последнего дня раунда' },
  close_already_noticed: { en: 'Notice of an early close was already given for this round', ru: 'О досрочном закрытии этого раунда уже объявлено' },
  question_not_found: { en: 'Question not found', ru: 'Вопрос не найден' },
  already_answered: { en: 'This question is already answered', ru: 'На этот вопрос уже ответили' },
  answer_edit_closed: {
    en: 'An answer can be edited within 24 hours of answering',
    ru: 'Ответ можно изменить в течение 24 часов после публикации',
  },
  question_hidden: { en: 'A manager hid this question', ru: 'Менеджер скрыл этот вопрос' },
  answer_hidden: { en: 'A manager hid this answer', ru: 'Менеджер скрыл этот ответ' },
  already_hidden: { en: 'This is already hidden', ru: 'Это уже скрыто' },
  no_answer: { en: 'This question has no answer yet', ru: 'На этот вопрос ещё нет ответа' },
  pilot_not_found: { en: 'PilotId not found', ru: 'Пилот не найден' },
  pilot_applicant_not_found: { en: 'Applicant not found', ru: 'Заявка на пилот не найдена' },
  pilot_not_open: { en: 'This pilot does not take applications', ru: 'Этот пилот не принимает заявки' },
  already_applied: { en: 'You have already applied to this pilot', ru: 'Вы уже подали заявку на этот пилот' },
  applicant_not_shortlisted: { en: 'Shortlist the applicant before starting the pilot', ru: 'Сначала включите участника в шорт-лист' },
  pilot_already_started: { en: 'This pilot has already started', ru: 'Этот пилот уже запущен' },
  pilot_not_started: { en: 'This pilot has not started yet', ru: 'Этот пилот ещё не запущен' },
  pilot_outcome_recorded: { en: 'The outcome of this pilot is already recorded', ru: 'Итог этого пилота уже записан' },
  pilot_kpis_mismatch: { en: 'Give one reached value for each of the {{count}} KPIs', ru: 'Укажите достигнутое значение для каждого из {{count}} KPI' },
  mail_not_found: { en: 'Letter not found', ru: 'Письмо не найдено' },
  mail_not_failed: { en: 'Only a letter whose delivery failed can be sent again', ru: 'Отправить снова можно только письмо, которое не удалось доставить' },
  mail_delivery_off: {
    en: 'No mail server is set: letters are kept in the outbox, not sent',
    ru: 'Почтовый сервер не настроен: письма хранятся в исходящей почте и не отправляются',
  },
  company_not_found: { en: 'Company not found', ru: 'Компания не найдена' },
  manager_not_found: { en: 'Manager not found', ru: 'Менеджер не найден' },
  cannot_block_self: { en: 'You cannot block or deactivate your own account', ru: 'Нельзя заблокировать или отключить собственный аккаунт' },
  last_active_manager: { en: 'The platform must keep at least one active manager', ru: 'На платформе должен остаться хотя бы один активный менеджер' },
  account_not_active: {
    en: 'This account is blocked or deleted: no sign-in link can be sent',
    ru: 'Аккаунт заблокирован или удалён: ссылку для входа отправить нельзя',
  },
  signin_link_manager: {
    en: 'Sign-in links are not sent to manager accounts: a manager restores access through password recovery',
    ru: 'Ссылки для входа не отправляются менеджерам: менеджер восстанавливает доступ через восстановление пароля',
  },
  account_deleted: { en: 'This account is deleted: its settings can no longer be changed', ru: 'Аккаунт удалён: его настройки больше нельзя изменить' },
  already_blocked: { en: 'This account is already blocked', ru: 'Аккаунт уже заблокирован' },
  not_blocked: { en: 'This account is not blocked', ru: 'Аккаунт не заблокирован' },
  recommendations_startups_only: { en: 'Recommendations are written for startups only', ru: 'Рекомендации пишутся только для стартапов' },
  timeline_cursor_invalid: { en: 'This page of the timeline cannot be found. Reload the timeline', ru: 'Эта страница ленты не найдена. Обновите ленту' },
  section_hidden: { en: 'This section is not available for your account', ru: 'Этот раздел недоступен для вашего аккаунта' },
  room_closed: {
    en: "The backers' room is open only to the round's startup, its confirmed backers and the platform's managers",
    ru: 'Комната участников открыта только стартапу раунда, его подтверждённым участникам и менеджерам платформы',
  },
  room_not_open: {
    en: "The backers' room opens once the round is finished with confirmed backers",
    ru: 'Комната участников открывается, когда раунд завершён и у него есть подтверждённые участники',
  },
  // Field codes: what a service says about one field of a refused request (the `errors` map).
  final_status: { en: 'The application is already closed', ru: 'Заявка уже закрыта' },
  skips_steps: { en: 'Only the next step or cancelling is allowed', ru: 'Можно перейти только на следующий шаг или отменить заявку' },
  needs_offer: {
    en: "Attach at least one offer before waiting for the client's answer",
    ru: 'Прикрепите хотя бы одно предложение, прежде чем ждать ответа клиента',
  },
  needs_interesting_offer: {
    en: 'The client has to mark at least one offer as interesting before the deal',
    ru: 'Перед сделкой клиент должен отметить хотя бы одно предложение как интересное',
  },
  status_move_from: { en: 'Not allowed from {{from}}', ru: 'Недопустимо из статуса {{from}}' },
  expert_ticket: { en: "This is an expert's ticket", ru: 'Это заявка эксперта' },
  expert_ticket_moves: { en: "An expert's ticket moves through its own actions", ru: 'Статус заявки эксперта меняется её собственными действиями' },
  due_diligence_only: { en: 'Only due-diligence applications go to experts', ru: 'Экспертам передаются только заявки на комплексную проверку' },
  work_over: { en: 'The work on this application is over', ru: 'Работа по этой заявке завершена' },
  company_not_offerable: { en: 'This company cannot be offered on this application', ru: 'Эту компанию нельзя предложить по этой заявке' },
  company_already_offered: { en: 'This company is already offered', ru: 'Эта компания уже предложена' },
  ticket_not_found: { en: "Can't find application id", ru: 'Не удалось найти заявку' },
  handbook_duplicate: { en: 'Each value may be chosen once', ru: 'Каждое значение можно выбрать только один раз' },
  multipart_required: { en: 'Send the file as multipart/form-data', ru: 'Отправьте файл как multipart/form-data' },
  file_field_missing: { en: 'Attach a file in the field "file"', ru: 'Прикрепите файл в поле «file»' },
  file_empty: { en: 'The file is empty', ru: 'Файл пуст' },
  file_type_not_allowed: { en: 'Allowed file types: {{types}}', ru: 'Допустимые типы файлов: {{types}}' },
  image_unreadable: { en: 'The image cannot be read', ru: 'Не удалось прочитать изображение' },
  image_too_small: { en: 'The image must be at least {{px}}x{{px}} px', ru: 'Изображение должно быть не меньше {{px}}×{{px}} пикс.' },
  image_too_large: { en: 'The image must be at most {{px}}x{{px}} px', ru: 'Изображение должно быть не больше {{px}}×{{px}} пикс.' },
  file_upload_again: { en: 'Upload the file again', ru: 'Загрузите файл ещё раз' },
  file_other_purpose: { en: 'This file was uploaded for another field', ru: 'Этот файл загружен для другого поля' },
  email_unchanged: { en: 'This is already your e-mail', ru: 'Это уже ваш e-mail' },
  field_required: { en: 'Fill in this field', ru: 'Заполните это поле' },
  date_in_past: {
    en: 'This date is in the past: only dates from {{today}} on can be changed',
    ru: 'Эта дата уже прошла: изменить можно даты начиная с {{today}}',
  },
  decision_date_past: { en: 'The decision date cannot be in the past', ru: 'Дата решения не может быть в прошлом' },
  file_too_large: { en: 'The file is larger than {{mb}} MB', ru: 'Файл больше {{mb}} МБ' },
  expert_not_free: { en: 'The internal expert is not free at this time', ru: 'Внутренний эксперт в это время занят' },
  internal_expert_required: { en: 'Assign an internal expert first', ru: 'Сначала назначьте внутреннего эксперта' },
  meeting_booking_closed: { en: 'Meetings are booked while the due diligence is in progress', ru: 'Встречи назначаются, пока идёт комплексная проверка' },
  meeting_answer_closed: { en: 'Meetings are answered while the due diligence is in progress', ru: 'На встречи отвечают, пока идёт комплексная проверка' },
  meeting_ended: { en: 'The meeting has already ended', ru: 'Встреча уже закончилась' },
  expert_not_own: { en: 'Choose one of your experts', ru: 'Выберите одного из своих экспертов' },
  expert_company_not_active: { en: 'Choose an active expert company', ru: 'Выберите активную экспертную компанию' },
  scores_incomplete: { en: 'Rate each group', ru: 'Оцените каждую группу' },
  artifacts_required: { en: 'Add at least one artifact', ru: 'Добавьте хотя бы один артефакт' },
  report_not_expected: {
    en: 'This round has no quarterly reporting: post it as an update',
    ru: 'У этого раунда нет квартальной отчётности: опубликуйте это как новость',
  },
  text_invalid: { en: 'Remove the invisible or broken characters from this text', ru: 'Уберите из текста невидимые или повреждённые символы' },
  number_out_of_range: { en: 'This number is out of range', ru: 'Число вне допустимого диапазона' },
  date_out_of_range: { en: 'Enter a date from the year 1900 on', ru: 'Укажите дату не ранее 1900 года' },
  body_required: { en: 'This call needs a JSON body', ru: 'Этому запросу нужно тело в формате JSON' },
  body_too_deep: { en: 'The request is nested too deeply', ru: 'Слишком глубокая вложенность данных в запросе' },
  multipart_invalid: {
    en: 'The upload is not a complete multipart/form-data request. Send the file again',
    ru: 'Загрузка не является полным запросом multipart/form-data. Отправьте файл ещё раз',
  },
  service_unavailable: {
    en: 'The service is briefly unavailable. Please try again in a few seconds',
    ru: 'Сервис ненадолго недоступен. Повторите через несколько секунд',
  },
  internal: { en: 'Something went wrong. Please try again', ru: 'Что-то пошло не так. Попробуйте ещё раз' },
} as const satisfies Record<string, Record<Language, string>>;

export type ErrorCode = keyof typeof errorTexts;

/** The catalogue as one language's i18next section: `errorCodes.<code>` in the web's catalogue. */
export function errorCodeTexts(lang: Language): Record<ErrorCode, string> {
  return Object.fromEntries(Object.entries(errorTexts).map(([code, texts]) => [code, texts[lang]])) as Record<ErrorCode, string>;
}

/** The parameters of the texts above that are amounts or calendar days, sent as plain `125000` and `2026-12-07`. */
const moneyParams = ['amount', 'min', 'max', 'limit', 'committed', 'remaining', 'threshold', 'cap', 'counted'];
const paramKinds: Record<string, 'money' | 'day'> = {
  ...Object.fromEntries(moneyParams.map((name) => [name, 'money' as const])),
  date: 'day',
  earliest: 'day',
  today: 'day',
};

/** How a reader's amounts and days are written: the server's and the web's formatters. */
export type ParamWording = { money: (value: number) => string; day: (date: string) => string };

/**
 * A refusal's parameters as its reader reads them: "$125,000" and "December 7, 2026", not the raw
 * values the body carries for clients that word the code themselves. Anything else stays as sent.
 */
export function wordParams(params: Record<string, string>, word: ParamWording): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      const kind = paramKinds[key];
      if (kind === 'money' && /^-?\d+$/.test(value)) return [key, word.money(Number(value))];
      if (kind === 'day' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return [key, word.day(value)];
      return [key, value];
    }),
  );
}

export function errorText(code: ErrorCode, lang: Language, params: Record<string, string> = {}): string {
  return errorTexts[code][lang].replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');
}

/**
 * What a service says about the fields of a refused request: each field's code from the catalogue
 * above, never a sentence, so the server and the web both word it in the reader's language.
 */
export type FieldCodes = Record<string, ErrorCode>;

/** Schema messages that name an error code are answered as that code's text (see `common.ts`). */
export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorTexts, value);
}
