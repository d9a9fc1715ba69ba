import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { HandbookKind } from '@platform/contract';

export type ReferenceItem = { code: string; nameEn: string; nameRu: string };

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
countries.registerLocale(require('i18n-iso-countries/langs/ru.json'));

/**
 * Names people type rather than the data set's official ones, where the two differ for a country
 * users of this platform name every day: "Россия" finds Russia in a Russian list.
 */
const commonNames: Record<string, { en: string; ru: string }> = { RU: { en: 'Russia', ru: 'Россия' } };

/** Every ISO 3166-1 country, named from the i18n-iso-countries data set (a reader's list sorts by its own language's names). */
function countryItems(): ReferenceItem[] {
  return Object.keys(countries.getAlpha2Codes())
    .map((code) => ({
      code,
      nameEn: commonNames[code]?.en ?? countries.getName(code, 'en') ?? code,
      nameRu: commonNames[code]?.ru ?? countries.getName(code, 'ru') ?? countries.getName(code, 'en') ?? code,
    }))
    .sort((a, b) => a.nameEn.localeCompare(b.nameEn, 'en'));
}

/**
 * World regions as UN M49 codes: continents and the sub-regions investors commonly target.
 * Names come from the Unicode CLDR data built into the runtime's ICU.
 */
const m49Regions = [
  '150',
  '151',
  '154',
  '039',
  '155',
  '142',
  '143',
  '030',
  '034',
  '035',
  '145',
  '019',
  '021',
  '419',
  '005',
  '013',
  '029',
  '002',
  '015',
  '202',
  '009',
] as const;

function regionItems(): ReferenceItem[] {
  const en = new Intl.DisplayNames(['en'], { type: 'region' });
  const ru = new Intl.DisplayNames(['ru'], { type: 'region' });
  return m49Regions.map((code) => ({ code, nameEn: en.of(code) ?? code, nameRu: ru.of(code) ?? code }));
}

const industries: ReferenceItem[] = [
  ['ai', 'Artificial intelligence', 'Искусственный интеллект'],
  ['agritech', 'Agriculture & Food tech', 'Агротех и фудтех'],
  ['automotive', 'Automotive', 'Автомобилестроение'],
  ['aerospace', 'Aerospace', 'Аэрокосмическая отрасль'],
  ['bigdata', 'Big data & Analytics', 'Большие данные и аналитика'],
  ['biotech', 'Biotechnology', 'Биотехнологии'],
  ['blockchain', 'Blockchain & Web3', 'Блокчейн и Web3'],
  ['cleantech', 'Cleantech & Climate', 'Чистые технологии и климат'],
  ['construction', 'Construction', 'Строительство'],
  ['cybersecurity', 'Cybersecurity', 'Кибербезопасность'],
  ['devtools', 'Developer tools', 'Инструменты разработчика'],
  ['ecommerce', 'E-commerce', 'Электронная коммерция'],
  ['edtech', 'Education', 'Образование'],
  ['energy', 'Energy', 'Энергетика'],
  ['saas', 'Enterprise software (SaaS)', 'Корпоративное ПО (SaaS)'],
  ['fashion', 'Fashion & Beauty', 'Мода и красота'],
  ['fintech', 'Fintech', 'Финтех'],
  ['foodbev', 'Food & Beverage', 'Продукты питания и напитки'],
  ['gaming', 'Gaming', 'Игры'],
  ['govtech', 'Government & Public sector', 'Государственный сектор'],
  ['hardware', 'Hardware & Electronics', 'Электроника и оборудование'],
  ['healthtech', 'Healthcare & MedTech', 'Здравоохранение и медтех'],
  ['hrtech', 'HR tech', 'HR-технологии'],
  ['insurtech', 'Insurance', 'Страхование'],
  ['iot', 'Internet of Things', 'Интернет вещей'],
  ['legaltech', 'Legal tech', 'Юридические технологии'],
  ['logistics', 'Logistics & Supply chain', 'Логистика и цепочки поставок'],
  ['manufacturing', 'Manufacturing & Industry 4.0', 'Производство и индустрия 4.0'],
  ['marketing', 'Marketing & AdTech', 'Маркетинг и рекламные технологии'],
  ['media', 'Media & Entertainment', 'Медиа и развлечения'],
  ['mining', 'Mining & Metals', 'Добыча и металлургия'],
  ['mobility', 'Transportation & Mobility', 'Транспорт и мобильность'],
  ['oilgas', 'Oil & Gas', 'Нефть и газ'],
  ['proptech', 'Real estate & PropTech', 'Недвижимость и проптех'],
  ['retail', 'Retail', 'Розничная торговля'],
  ['robotics', 'Robotics', 'Робототехника'],
  ['social', 'Social & Community', 'Социальные сервисы и сообщества'],
  ['sport', 'Sports & Fitness', 'Спорт и фитнес'],
  ['telecom', 'Telecommunications', 'Телекоммуникации'],
  ['travel', 'Travel & Hospitality', 'Путешествия и гостеприимство'],
].map(([code, nameEn, nameRu]) => ({ code: code!, nameEn: nameEn!, nameRu: nameRu! }));

/** Funding rounds in the order a company passes them. */
const rounds: ReferenceItem[] = [
  ['pre_seed', 'Pre-seed', 'Предпосевной'],
  ['seed', 'Seed', 'Посевной'],
  ['series_a', 'Series A', 'Раунд A'],
  ['series_b', 'Series B', 'Раунд B'],
  ['series_c', 'Series C', 'Раунд C'],
  ['series_d', 'Series D and later', 'Раунд D и далее'],
  ['pre_ipo', 'Pre-IPO', 'Pre-IPO'],
  ['ipo', 'IPO', 'IPO'],
].map(([code, nameEn, nameRu]) => ({ code: code!, nameEn: nameEn!, nameRu: nameRu! }));

export function referenceData(): Record<HandbookKind, ReferenceItem[]> {
  return { countries: countryItems(), regions: regionItems(), industries, rounds };
}
