import type { Language, ScoreField } from '@platform/contract';

/** Advice shown for a score field rated 2 or less until a manager writes a personal one. */
export const stockRecommendations: Record<ScoreField, Record<Language, string>> = {
  ritualsAndGoals: {
    en: 'Set quarterly goals with measurable key results and review them in a short weekly meeting.',
    ru: 'Ставьте квартальные цели с измеримыми ключевыми результатами и сверяйтесь с ними на короткой еженедельной встрече.',
  },
  values: {
    en: 'Write down three to five values with examples of behaviour, and use them when hiring and giving feedback.',
    ru: 'Сформулируйте три–пять ценностей с примерами поведения и опирайтесь на них при найме и обратной связи.',
  },
  organisationalStructure: {
    en: 'Name an owner for every area of the business and publish who decides what.',
    ru: 'Назначьте ответственного за каждое направление и опишите, кто какие решения принимает.',
  },
  hiring: {
    en: 'Describe each role with its outcomes for the first 90 days and use a structured interview with a scorecard.',
    ru: 'Описывайте каждую роль через результаты первых 90 дней и проводите структурированное интервью с оценочной картой.',
  },
  achievements: {
    en: 'Keep a record of milestones reached (customers, revenue, releases) with dates; investors ask for it.',
    ru: 'Ведите список достигнутых вех (клиенты, выручка, релизы) с датами — инвесторы спрашивают об этом.',
  },
  experience: {
    en: 'Close gaps in the team’s industry experience with advisors or a senior hire who has sold to your customers.',
    ru: 'Закройте пробелы в отраслевом опыте команды советниками или опытным сотрудником, который уже продавал вашим клиентам.',
  },
  ideaGenerationAndManagement: {
    en: 'Collect ideas from customers and the team in one backlog and review it on a fixed schedule.',
    ru: 'Собирайте идеи клиентов и команды в едином бэклоге и разбирайте его по расписанию.',
  },
  ideasPrioritization: {
    en: 'Rank ideas by expected impact, confidence and effort, and write down why the top ones were chosen.',
    ru: 'Ранжируйте идеи по ожидаемому эффекту, уверенности и трудозатратам и фиксируйте, почему выбраны лучшие.',
  },
  hypothesisFormulationAndExperimentsDesign: {
    en: 'State each hypothesis with a metric and a threshold before the experiment, and decide in advance what you will do with the result.',
    ru: 'Формулируйте гипотезу с метрикой и порогом до эксперимента и заранее решайте, что сделаете с результатом.',
  },
  knowledgeManagement: {
    en: 'Keep decisions, customer insights and how-tos in one searchable place and link them from tasks.',
    ru: 'Храните решения, выводы об клиентах и инструкции в одном месте с поиском и ссылайтесь на них из задач.',
  },
  uiUxDesignSystem: {
    en: 'Build a small design system (colours, type, components) and test key flows with five real users.',
    ru: 'Соберите небольшую дизайн-систему (цвета, шрифты, компоненты) и проверьте ключевые сценарии на пяти реальных пользователях.',
  },
  requirementsManagementAndAcceptanceCriteria: {
    en: 'Give every task acceptance criteria that a tester can check without asking the author.',
    ru: 'Дополняйте каждую задачу критериями приёмки, которые тестировщик может проверить без вопросов к автору.',
  },
  developmentProcess: {
    en: 'Work in short iterations with code review and a shared definition of done.',
    ru: 'Работайте короткими итерациями с ревью кода и общим определением готовности.',
  },
  qualityAssuranceProcess: {
    en: 'Automate tests of the critical paths and run them on every change before it ships.',
    ru: 'Автоматизируйте тесты критичных сценариев и запускайте их при каждом изменении до выпуска.',
  },
  deliveryProcess: {
    en: 'Automate builds and deployments so a release takes minutes and can be rolled back.',
    ru: 'Автоматизируйте сборку и развёртывание, чтобы выпуск занимал минуты и его можно было откатить.',
  },
  reliability: {
    en: 'Measure errors and uptime, set a target, and review every incident without blame.',
    ru: 'Измеряйте ошибки и доступность, поставьте целевые значения и разбирайте каждый инцидент без поиска виноватых.',
  },
  availability: {
    en: 'Remove single points of failure: run at least two instances and keep tested backups.',
    ru: 'Уберите единые точки отказа: держите не меньше двух экземпляров и проверенные резервные копии.',
  },
  scalability: {
    en: 'Load-test the product at ten times today’s traffic and fix the first bottleneck you find.',
    ru: 'Проведите нагрузочный тест на десятикратном текущем трафике и устраните первое найденное узкое место.',
  },
  performance: {
    en: 'Track response times of key actions (p95) and set a budget the team keeps.',
    ru: 'Отслеживайте время отклика ключевых действий (p95) и задайте бюджет, который команда соблюдает.',
  },
  costEffectiveness: {
    en: 'Know the infrastructure cost per customer and review the largest items every month.',
    ru: 'Знайте стоимость инфраструктуры на одного клиента и ежемесячно пересматривайте крупнейшие статьи.',
  },
  uniqueness: {
    en: 'Describe what competitors cannot copy quickly (data, patents, integrations) and invest in it.',
    ru: 'Опишите, что конкуренты не смогут быстро повторить (данные, патенты, интеграции), и вкладывайтесь в это.',
  },
  marketing: {
    en: 'Pick one or two acquisition channels, measure cost per lead, and double down on what works.',
    ru: 'Выберите один–два канала привлечения, измеряйте стоимость лида и усиливайте то, что работает.',
  },
  sales: {
    en: 'Write down the sales stages with conversion between them and review the pipeline weekly.',
    ru: 'Опишите этапы продаж с конверсией между ними и еженедельно разбирайте воронку.',
  },
};
