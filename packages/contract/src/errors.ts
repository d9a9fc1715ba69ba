import type { Language } from './common.js';

/** Typed error codes the server answers with, each with its text in both languages. */
export const errorTexts = {
  validation_failed: { en: 'Please, fix error(s) and repeat', ru: 'Пожалуйста, исправьте ошибки и повторите' },
  invalid_credentials: { en: 'Wrong e-mail or password', ru: 'Неверный e-mail или пароль' },
  account_blocked: { en: 'This account is blocked. Contact the platform manager', ru: 'Аккаунт заблокирован. Свяжитесь с менеджером платформы' },
  signin_key_invalid: { en: 'This sign-in link is not valid', ru: 'Ссылка для входа недействительна' },
  signin_key_used: { en: 'This sign-in link has already been used', ru: 'Ссылка для входа уже использована' },
  signin_key_expired: { en: 'This sign-in link has expired', ru: 'Срок действия ссылки для входа истёк' },
  unauthorized: { en: 'Please sign in', ru: 'Пожалуйста, войдите' },
  session_expired: { en: 'Your session has ended. Please sign in again', ru: 'Сеанс завершён. Войдите снова' },
  forbidden: { en: 'You are not allowed to do this', ru: 'У вас нет прав на это действие' },
  not_found: { en: 'Not found', ru: 'Не найдено' },
  user_not_found: { en: 'No account with this e-mail', ru: 'Аккаунт с таким e-mail не найден' },
  too_many_requests: { en: 'Too many attempts. Try again in {{seconds}} s', ru: 'Слишком много попыток. Повторите через {{seconds}} с' },
  payload_too_large: { en: 'The request is too large', ru: 'Слишком большой запрос' },
  bad_request: { en: 'The request is not valid', ru: 'Некорректный запрос' },
  email_taken: { en: 'An account with this e-mail already exists', ru: 'Аккаунт с таким e-mail уже существует' },
  code_resend_too_soon: { en: 'A code was sent recently. Request a new one in {{seconds}} s', ru: 'Код уже отправлен. Новый можно запросить через {{seconds}} с' },
  code_invalid: { en: 'No valid code for this e-mail. Request a new one', ru: 'Для этого e-mail нет действующего кода. Запросите новый' },
  code_expired: { en: 'The code has expired. Request a new one', ru: 'Срок действия кода истёк. Запросите новый' },
  code_wrong: { en: 'Wrong code. Attempts left: {{left}}', ru: 'Неверный код. Осталось попыток: {{left}}' },
  code_burnt: { en: 'Too many wrong codes. Request a new one', ru: 'Слишком много неверных попыток. Запросите новый код' },
  proof_invalid: { en: 'The e-mail confirmation is no longer valid. Start again', ru: 'Подтверждение e-mail больше не действует. Начните заново' },
  current_password_wrong: { en: 'The current password is wrong', ru: 'Текущий пароль указан неверно' },
  delete_email_mismatch: { en: 'Type your own e-mail to confirm', ru: 'Для подтверждения введите свой e-mail' },
  handbook_invalid: { en: 'Choose values from the list', ru: 'Выберите значения из списка' },
  file_invalid: { en: 'This file is not accepted', ru: 'Этот файл не подходит' },
  upload_quota_exceeded: { en: 'You have reached the daily upload limit of {{mb}} MB. Try again later', ru: 'Достигнут дневной лимит загрузок ({{mb}} МБ). Попробуйте позже' },
  score_not_full: { en: 'Fill in the finance and self-scoring of your profile first', ru: 'Сначала заполните финансы и самооценку в профиле' },
  message_not_found: { en: "Can't find message id", ru: 'Не удалось найти переписку' },
  thread_closed: { en: 'This conversation is closed. Start a new one to write again', ru: 'Переписка закрыта. Чтобы написать снова, начните новую' },
  expert_ticket_expired: { en: 'The time to answer this application has passed', ru: 'Срок ответа на эту заявку истёк' },
  expert_ticket_busy: { en: 'An expert company is already working on this application', ru: 'С этой заявкой уже работает экспертная компания' },
  report_not_editable: { en: 'The report cannot be changed at this stage', ru: 'На этом этапе отчёт изменить нельзя' },
  report_not_ready: { en: 'The report is not approved yet', ru: 'Отчёт ещё не утверждён' },
  status_move_refused: { en: 'This status move is not allowed', ru: 'Такой переход статуса недопустим' },
  crowdfunding_not_found: { en: 'CrowdfundingId not found', ru: 'Раунд краудфандинга не найден' },
  participant_not_found: { en: 'Participant identifier not found', ru: 'Участник не найден' },
  round_not_open: { en: 'This round is not open for backers', ru: 'Этот раунд не принимает участников' },
  already_backing: { en: 'You have already joined this round', ru: 'Вы уже участвуете в этом раунде' },
  amount_out_of_bounds: { en: 'The amount must be from {{min}} to {{max}}', ru: 'Сумма должна быть от {{min}} до {{max}}' },
  backing_not_cancellable: { en: 'This commitment can no longer be cancelled', ru: 'Это участие уже нельзя отменить' },
  pilot_not_found: { en: 'PilotId not found', ru: 'Пилот не найден' },
  pilot_applicant_not_found: { en: 'Applicant not found', ru: 'Заявка на пилот не найдена' },
  pilot_not_open: { en: 'This pilot does not take applications', ru: 'Этот пилот не принимает заявки' },
  already_applied: { en: 'You have already applied to this pilot', ru: 'Вы уже подали заявку на этот пилот' },
  applicant_not_shortlisted: { en: 'Shortlist the applicant before starting the pilot', ru: 'Сначала включите участника в шорт-лист' },
  pilot_already_started: { en: 'This pilot has already started', ru: 'Этот пилот уже запущен' },
  pilot_not_started: { en: 'This pilot has not started yet', ru: 'Этот пилот ещё не запущен' },
  pilot_outcome_early: { en: 'The outcome can be recorded from the decision date on: {{date}}', ru: 'Итог можно записать начиная с даты решения: {{date}}' },
  pilot_outcome_recorded: { en: 'The outcome of this pilot is already recorded', ru: 'Итог этого пилота уже записан' },
  pilot_kpis_mismatch: { en: 'Give one reached value for each of the {{count}} KPIs', ru: 'Укажите достигнутое значение для каждого из {{count}} KPI' },
  company_not_found: { en: 'Company not found', ru: 'Компания не найдена' },
  manager_not_found: { en: 'Manager not found', ru: 'Менеджер не найден' },
  cannot_block_self: { en: 'You cannot block or deactivate your own account', ru: 'Нельзя заблокировать или отключить собственный аккаунт' },
  last_active_manager: { en: 'The platform must keep at least one active manager', ru: 'На платформе должен остаться хотя бы один активный менеджер' },
  account_not_active: { en: 'This account is blocked or deleted: no sign-in link can be sent', ru: 'Аккаунт заблокирован или удалён: ссылку для входа отправить нельзя' },
  account_deleted: { en: 'This account is deleted: its settings can no longer be changed', ru: 'Аккаунт удалён: его настройки больше нельзя изменить' },
  already_blocked: { en: 'This account is already blocked', ru: 'Аккаунт уже заблокирован' },
  not_blocked: { en: 'This account is not blocked', ru: 'Аккаунт не заблокирован' },
  recommendations_startups_only: { en: 'Recommendations are written for startups only', ru: 'Рекомендации пишутся только для стартапов' },
  timeline_cursor_invalid: { en: 'This page of the timeline cannot be found. Reload the timeline', ru: 'Эта страница ленты не найдена. Обновите ленту' },
  section_hidden: { en: 'This section is not available for your account', ru: 'Этот раздел недоступен для вашего аккаунта' },
  text_invalid: { en: 'Remove the invisible or broken characters from this text', ru: 'Уберите из текста невидимые или повреждённые символы' },
  number_out_of_range: { en: 'This number is out of range', ru: 'Число вне допустимого диапазона' },
  date_out_of_range: { en: 'Enter a date from the year 1900 on', ru: 'Укажите дату не ранее 1900 года' },
  body_too_deep: { en: 'The request is nested too deeply', ru: 'Слишком глубокая вложенность данных в запросе' },
  multipart_invalid: { en: 'The upload is not a complete multipart/form-data request. Send the file again', ru: 'Загрузка не является полным запросом multipart/form-data. Отправьте файл ещё раз' },
  service_unavailable: { en: 'The service is briefly unavailable. Please try again in a few seconds', ru: 'Сервис ненадолго недоступен. Повторите через несколько секунд' },
  internal: { en: 'Something went wrong. Please try again', ru: 'Что-то пошло не так. Попробуйте ещё раз' },
} as const satisfies Record<string, Record<Language, string>>;

export type ErrorCode = keyof typeof errorTexts;

export function errorText(code: ErrorCode, lang: Language, params: Record<string, string> = {}): string {
  return errorTexts[code][lang].replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');
}

/** Schema messages that name an error code are answered as that code's text (see `common.ts`). */
export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorTexts, value);
}
