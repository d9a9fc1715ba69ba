import type { Language } from './common.js';

/** The refusals of a backer's commitments and checks (`backer-checks.ts`), in both languages; `errors.ts` takes them into the one catalogue. */
export const backerErrorTexts = {
  already_backing: { en: 'You have already joined this round', ru: 'Вы уже участвуете в этом раунде' },
  amount_out_of_bounds: { en: 'The amount must be from {{min}} to {{max}}', ru: 'Сумма должна быть от {{min}} до {{max}}' },
  backing_not_cancellable: { en: 'This commitment can no longer be cancelled', ru: 'Это участие уже нельзя отменить' },
  figure_negative: { en: 'A figure cannot be negative', ru: 'Показатель не может быть отрицательным' },
  evidence_required: { en: 'Attach at least one document that shows these figures', ru: 'Приложите хотя бы один документ, подтверждающий эти показатели' },
  unknown_field: { en: 'The request has a field this call does not take', ru: 'В запросе есть поле, которое этот вызов не принимает' },
  choose_yes_or_no: { en: 'Answer yes or no', ru: 'Ответьте «да» или «нет»' },
  choose_decision: { en: 'Choose verify or reject', ru: 'Выберите: подтвердить или отклонить' },
  reason_required: { en: 'Give the reason', ru: 'Укажите причину' },
  choose_an_answer: { en: 'Choose an answer', ru: 'Выберите ответ' },
  answer_every_question: { en: 'Answer every question', ru: 'Ответьте на все вопросы' },
  acknowledge_simulation: { en: 'Confirm you have read the loss simulation', ru: 'Подтвердите, что ознакомились с расчётом возможных потерь' },
  knowledge_test_required: {
    en: 'Take the knowledge test in Investor checks before backing a round',
    ru: 'Прежде чем участвовать в раунде, пройдите тест знаний в разделе «Проверка инвестора»',
  },
  knowledge_test_not_failed: { en: 'There is no failed test to acknowledge', ru: 'Нет непройденного теста, который нужно подтвердить' },
  classification_required: {
    en: 'Declare your company’s figures in Investor checks before backing a round',
    ru: 'Прежде чем участвовать в раунде, укажите показатели компании в разделе «Проверка инвестора»',
  },
  classification_not_found: { en: 'This declaration was not found', ru: 'Декларация не найдена' },
  classification_already_reviewed: { en: 'This declaration has already been reviewed', ru: 'Эта декларация уже рассмотрена' },
  classification_not_latest: {
    en: 'The company has declared newer figures: review those instead',
    ru: 'Компания указала более новые показатели: рассмотрите их',
  },
  investment_limit_exceeded: {
    en: 'This would pass your 12-month limit of {{limit}}: {{committed}} is already committed, {{remaining}} remains',
    ru: 'Это превысит ваш лимит за 12 месяцев {{limit}}: уже вложено {{committed}}, осталось {{remaining}}',
  },
  amount_required_for_limit: {
    en: 'Enter the amount: your yearly limit and the risk checks need it',
    ru: 'Укажите сумму: она нужна для проверки годового лимита и рисков',
  },

  risk_acceptance_required: {
    en: 'Above {{threshold}} you must accept the risk of losing the entire amount',
    ru: 'Для суммы больше {{threshold}} нужно принять риск потери всей суммы',
  },
  reflection_period_running: {
    en: 'The backer may still revoke this backing until the end of {{date}} ({{zone}}): confirm it after that',
    ru: 'Инвестор может отозвать участие до конца дня {{date}} ({{zone}}): подтвердите его после этого',
  },
  kiis_version_outdated: {
    en: 'The key investment information sheet has a newer version ({{current}}): read it before joining',
    ru: 'У ключевого информационного документа есть новая версия ({{current}}): прочитайте её, прежде чем участвовать',
  },
  kiis_not_found: { en: 'This version of the key investment information sheet was not found', ru: 'Эта версия ключевого информационного документа не найдена' },
  issuer_cap_exceeded: {
    en: 'A startup raises at most {{cap}} in 12 months: {{counted}} already counts, {{remaining}} remains',
    ru: 'Стартап привлекает не более {{cap}} за 12 месяцев: уже учтено {{counted}}, осталось {{remaining}}',
  },
} as const satisfies Record<string, Record<Language, string>>;
