import type { Language } from './common.js';

/*
 * The Russian of the field texts the schemas and services give in English (the values of a 400's
 * `errors` map). A text is matched whole; `{n}` stands for a number and `{w}` for a word or date the
 * text was built with, which is translated through `words` when listed there (else kept as is).
 */
const texts: [en: string, ru: string][] = [
  // Lengths, counts and bounds.
  ['At least {n} characters', 'Не менее {n} символов'],
  ['At most {n} characters', 'Не более {n} символов'],
  ['At least {n}', 'Не менее {n}'],
  ['At most {n}', 'Не более {n}'],
  ['At most {n} files', 'Не более {n} файлов'],
  ['At most {n} artifacts', 'Не более {n} артефактов'],
  ['At most {n} industries', 'Не более {n} отраслей'],
  ['At most {n} countries', 'Не более {n} стран'],
  ['At most {n} KPIs', 'Не более {n} KPI'],
  ['At most {n} bytes', 'Не более {n} байт'],
  ['Choose at most {n} industries', 'Выберите не более {n} отраслей'],
  ['Choose at most {n} stages', 'Выберите не более {n} стадий'],
  ['Choose at most {n} regions', 'Выберите не более {n} регионов'],
  ['Choose at most {n} rounds', 'Выберите не более {n} раундов'],
  ['Choose at most {n} countries', 'Выберите не более {n} стран'],
  ['Attach at most {n} files', 'Прикрепите не более {n} файлов'],
  ['Choose at least one industry', 'Выберите хотя бы одну отрасль'],
  ['Choose at least one region', 'Выберите хотя бы один регион'],
  ['Choose at least one round', 'Выберите хотя бы один раунд'],
  ['Add at least one KPI', 'Добавьте хотя бы один KPI'],
  ['Add at least one artifact', 'Добавьте хотя бы один артефакт'],
  ['Attach at least one file', 'Прикрепите хотя бы один файл'],
  ['Password must be at least {n} characters', 'Пароль должен содержать не менее {n} символов'],
  ['Password must be at most {n} characters', 'Пароль должен содержать не более {n} символов'],
  ['The subject must be at least {n} characters', 'Тема должна содержать не менее {n} символов'],
  ['The subject must be at most {n} characters', 'Тема должна содержать не более {n} символов'],
  ['The message must be at most {n} characters', 'Сообщение должно содержать не более {n} символов'],
  ['The code is {n} digits', 'Код состоит из {n} цифр'],
  ['The range may span at most {n} weeks', 'Период может охватывать не более {n} недель'],
  ['A meeting lasts at most {n} hours', 'Встреча длится не более {n} ч'],
  ['Give a date from the year {n} to {m}', 'Укажите дату с {n} по {m} год'],
  ['The amount must be from {n} to {m}', 'Сумма должна быть от {n} до {m}'],
  ['The file is larger than {n} MB', 'Файл больше {n} МБ'],
  ['The image must be at least {n}x{m} px', 'Изображение должно быть не меньше {n}×{m} пикс.'],
  ['The image must be at most {n}x{m} px', 'Изображение должно быть не больше {n}×{m} пикс.'],
  ['{w} must be a number', '{w}: введите число'],
  ['{w} must be at least {n}', '{w}: не менее {n}'],
  ['{w} must be at most {n}', '{w}: не более {n}'],
  ['{w} is too short', '{w}: слишком коротко'],
  ['{w} is too long', '{w}: слишком длинно'],
  ['A score is a number from 1 to 5', 'Оценка — число от 1 до 5'],
  ['A score is at least 1', 'Оценка не меньше 1'],
  ['A score is at most 5', 'Оценка не больше 5'],
  ['A score moves in steps of 0.5', 'Оценка меняется с шагом 0,5'],
  // Filling in and choosing.
  ['Fill in this field', 'Заполните это поле'],
  ['Enter a number', 'Введите число'],
  ['Enter a whole number', 'Введите целое число'],
  ['Incorrect date format', 'Неверный формат даты'],
  ["Can't be less than current date", 'Дата не может быть раньше сегодняшней'],
  ["Max value can't be less than min", 'Максимум не может быть меньше минимума'],
  ['Date format is yyyy-MM-dd', 'Формат даты: гггг-ММ-дд'],
  ['Invalid value', 'Недопустимое значение'],
  ['Email is not correct', 'Некорректный e-mail'],
  ['Type your e-mail', 'Введите e-mail'],
  ['Type your own e-mail to confirm', 'Для подтверждения введите свой e-mail'],
  ['Enter your current password', 'Введите текущий пароль'],
  ['The current password is wrong', 'Текущий пароль указан неверно'],
  ['This is already your e-mail', 'Это уже ваш e-mail'],
  ['An account with this e-mail already exists', 'Аккаунт с таким e-mail уже существует'],
  ['No account with this e-mail', 'Аккаунт с таким e-mail не найден'],
  ['Request a new code', 'Запросите новый код'],
  ['Wrong code', 'Неверный код'],
  ['Sign-in key is not valid', 'Ключ для входа недействителен'],
  ['Nothing to change', 'Нечего изменять'],
  ['Choose a time zone from the list', 'Выберите часовой пояс из списка'],
  ['Choose a role', 'Выберите роль'],
  ['Choose update or report', 'Выберите: новость или отчёт'],
  ['Choose a status', 'Выберите статус'],
  ['Choose a category', 'Выберите категорию'],
  ['Choose a company', 'Выберите компанию'],
  ['Choose a manager', 'Выберите менеджера'],
  ['Choose a country', 'Выберите страну'],
  ['Choose industries from the list', 'Выберите отрасли из списка'],
  ['Choose an expert company', 'Выберите экспертную компанию'],
  ['Choose an expert', 'Выберите эксперта'],
  ['Choose one of your experts', 'Выберите одного из своих экспертов'],
  ['Choose an answer', 'Выберите ответ'],
  ['Choose approve or request changes', 'Выберите: утвердить или вернуть на доработку'],
  ['Choose a move', 'Выберите действие'],
  ['Choose whether to share', 'Выберите, открыть ли доступ'],
  ['Choose a goal', 'Выберите цель'],
  ['Choose a task class', 'Выберите класс задачи'],
  ['Choose a type', 'Выберите тип'],
  ['Choose how to contact you', 'Выберите способ связи'],
  ['Choose who you are', 'Выберите, кто вы'],
  ['Choose accept or decline', 'Выберите: принять или отклонить'],
  ['Choose a weekday', 'Выберите день недели'],
  ['Choose a company or an application', 'Выберите компанию или заявку'],
  ['Choose a time on the half-hour grid', 'Выберите время с шагом в полчаса'],
  ['Choose a time on the half-hour grid (HH:00 or HH:30)', 'Выберите время с шагом в полчаса (ЧЧ:00 или ЧЧ:30)'],
  ['Choose a time on the half-hour grid (HH:00 or HH:30) or 23:59', 'Выберите время с шагом в полчаса (ЧЧ:00 или ЧЧ:30) или 23:59'],
  ['Write a title', 'Напишите заголовок'],
  ['Write the recommendation', 'Напишите рекомендацию'],
  ['Write the comment', 'Напишите комментарий'],
  ['Write the first name', 'Напишите имя'],
  ['Write the last name', 'Напишите фамилию'],
  ['Write a message', 'Напишите сообщение'],
  ['Give a reason', 'Укажите причину'],
  ['Describe the reason', 'Опишите причину'],
  ['Reason is too short', 'Причина слишком короткая'],
  ['Reason is too long', 'Причина слишком длинная'],
  ['Give an ISO date and time with its offset', 'Укажите дату и время в формате ISO со смещением'],
  ['Give an http(s) link', 'Укажите ссылку http(s)'],
  ['Tell us your {w}', 'Укажите {w}'],
  ['Tell us the {w}', 'Укажите {w}'],
  ['Tell us your position', 'Укажите должность'],
  ['Tell us the company name', 'Укажите название компании'],
  ['Tell us the website', 'Укажите сайт'],
  ['Tell us your phone', 'Укажите телефон'],
  ['Tell us about the product', 'Расскажите о продукте'],
  ['Tell us who your customer is', 'Расскажите, кто ваш клиент'],
  ['Describe the company', 'Опишите компанию'],
  ['Website is a domain like example.com', 'Сайт — это домен вида example.com'],
  ['Phone may hold digits, spaces and + - . , * ( )', 'Телефон может содержать цифры, пробелы и + - . , * ( )'],
  ['Accept the user agreement to continue', 'Чтобы продолжить, примите пользовательское соглашение'],
  ['Fill in the startup brief', 'Заполните анкету стартапа'],
  ['Order by one of: {w}', 'Сортировка по одному из полей: {w}'],
  ['Order direction is one of: {w}', 'Направление сортировки: {w}'],
  ['Status is one of: {w}', 'Статус — одно из значений: {w}'],
  ['Order is one of: {w}', 'Порядок — одно из значений: {w}'],
  ['Kind is company or ticket', 'Тип — company или ticket'],
  // Files.
  ['Attach a file', 'Прикрепите файл'],
  ['Attach each file once', 'Прикрепите каждый файл один раз'],
  ['Each file can be attached once', 'Каждый файл можно прикрепить только один раз'],
  ['Upload the file again', 'Загрузите файл ещё раз'],
  ['Unknown upload type', 'Неизвестный тип загрузки'],
  ['The file is empty', 'Файл пуст'],
  ['The image cannot be read', 'Не удалось прочитать изображение'],
  ['Allowed file types: {w}', 'Допустимые типы файлов: {w}'],
  ['This file was uploaded for another field', 'Этот файл загружен для другого поля'],
  ['Send the file as multipart/form-data', 'Отправьте файл как multipart/form-data'],
  ['Attach a file in the field "file"', 'Прикрепите файл в поле «file»'],
  // Identifiers that name nothing.
  ['Not found', 'Не найдено'],
  ["Can't find report id", 'Не удалось найти отчёт'],
  ["Can't find application id", 'Не удалось найти заявку'],
  ['Company not found', 'Компания не найдена'],
  ['Applicant not found', 'Заявка на пилот не найдена'],
  ['PilotId not found', 'Пилот не найден'],
  ['CrowdfundingId not found', 'Раунд краудфандинга не найден'],
  ['Participant identifier not found', 'Участник не найден'],
  ['Unknown backer status', 'Неизвестный статус участника'],
  ['Offer id is not valid', 'Некорректный идентификатор предложения'],
  ['Profile id is not valid', 'Некорректный идентификатор профиля'],
  ['Expert id is not valid', 'Некорректный идентификатор эксперта'],
  // Dates, schedules and meetings.
  ['From must be earlier than to', 'Начало должно быть раньше конца'],
  ['timestampz_from must be earlier than timestampz_to', 'Начало периода должно быть раньше его конца'],
  ['{w} has intersecting slots', '{w}: интервалы пересекаются'],
  ['{w} appears more than once', '{w}: указано больше одного раза'],
  ['Every day must carry the same time zone', 'У всех дней должен быть один часовой пояс'],
  ['{w} is in the past; only dates from {v} on can be changed', '{w} уже прошло: изменить можно даты начиная с {v}'],
  ['{v} is a {w}', '{v}: день недели — {w}'],
  ['The meeting cannot start in the past', 'Встреча не может начинаться в прошлом'],
  ['The meeting has already ended', 'Встреча уже закончилась'],
  ['The internal expert is not free at this time', 'Внутренний эксперт в это время занят'],
  ['Assign an internal expert first', 'Сначала назначьте внутреннего эксперта'],
  ['Meetings are booked while the due diligence is in progress', 'Встречи назначаются, пока идёт комплексная проверка'],
  ['Meetings are answered while the due diligence is in progress', 'На встречи отвечают, пока идёт комплексная проверка'],
  ['The decision date cannot be in the past', 'Дата решения не может быть в прошлом'],
  // Applications and their work.
  ['Rate each group', 'Оцените каждую группу'],
  ['The work on this application is over', 'Работа по этой заявке завершена'],
  ["This is an expert's ticket", 'Это заявка эксперта'],
  ["An expert's ticket moves through its own actions", 'Статус заявки эксперта меняется её собственными действиями'],
  ['This company cannot be offered on this application', 'Эту компанию нельзя предложить по этой заявке'],
  ['This company is already offered', 'Эта компания уже предложена'],
  ['Not allowed from {w}', 'Недопустимо из статуса {w}'],
];

/** The words the texts above are built with, in the form their Russian needs. */
const words: Record<string, string> = {
  name: 'имя',
  surname: 'фамилию',
  position: 'должность',
  Name: 'Имя',
  Surname: 'Фамилия',
  Position: 'Должность',
  Phone: 'Телефон',
  Website: 'Сайт',
  Description: 'Описание',
  'Company name': 'Название компании',
  'Average deal': 'Средняя сделка',
  'Annual revenue': 'Годовая выручка',
  'MoM growth': 'Рост MoM',
  'Monthly revenue': 'Месячная выручка',
  'Monthly burn rate': 'Месячные расходы',
  MRR: 'MRR',
  Runrate: 'Run rate',
  'Last fund amount': 'Сумма последнего раунда',
  Monday: 'Понедельник',
  Tuesday: 'Вторник',
  Wednesday: 'Среда',
  Thursday: 'Четверг',
  Friday: 'Пятница',
  Saturday: 'Суббота',
  Sunday: 'Воскресенье',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const slots = /\{([nmwv])\}/g;
// Whole texts first, so `Tell us the company name` is not read as `Tell us the {w}`.
const compiled = [...texts.filter(([en]) => !en.includes('{')), ...texts.filter(([en]) => en.includes('{'))].map(([en, ru]) => {
  const names: string[] = [];
  const source = escape(en).replace(/\\\{([nmwv])\\\}/g, (_, name: string) => {
    names.push(name);
    return name === 'n' || name === 'm' ? '(-?\\d+(?:\\.\\d+)?)' : '(.+?)';
  });
  return { pattern: new RegExp(`^${source}$`), names, ru };
});

/**
 * A field text in the language: English as given, Russian from the list above. Undefined when
 * the text is not listed, so the caller can fall back on a Russian text of its own.
 */
export function fieldText(text: string, lang: Language): string | undefined {
  if (lang === 'en') return text;
  for (const { pattern, names, ru } of compiled) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    return ru.replace(slots, (_, name: string) => {
      const value = values[name] ?? '';
      return name === 'w' ? (words[value] ?? value) : value;
    });
  }
  return undefined;
}
