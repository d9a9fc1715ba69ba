import { faker } from '@faker-js/faker/locale/en';
import { financeFields, scoreFields, scoreSummary, isScoreFull, SCORE_STEP } from '@platform/contract';
import type { companies, internalExperts, startupProfiles, users } from '../db/schema/index.js';

/** Ids of the handbook items, by kind, that generated companies pick from. */
export type HandbookIds = { countries: number[]; regions: number[]; industries: number[]; rounds: number[] };

const pickSome = <T>(items: T[], min: number, max: number) => faker.helpers.arrayElements(items, { min, max });
const score = () => faker.number.int({ min: 2 / SCORE_STEP, max: 5 / SCORE_STEP }) * SCORE_STEP;

const products = [
  ['inspection robots for wind turbines', 'wind farm operators'],
  ['a payments API for marketplaces', 'online marketplaces and their sellers'],
  ['sensors for vertical farms', 'indoor farms and greenhouse operators'],
  ['an AI assistant for radiologists', 'hospitals and imaging centres'],
  ['route optimisation for delivery fleets', 'logistics companies with their own fleets'],
  ['a learning platform for engineers', 'engineering teams of industrial companies'],
  ['battery analytics for electric buses', 'public transport operators'],
  ['fraud detection for insurers', 'property and casualty insurers'],
  ['a digital twin of office buildings', 'facility managers and landlords'],
  ['predictive maintenance for factories', 'discrete manufacturers'],
];

export type GeneratedStartup = {
  user: typeof users.$inferInsert;
  company: Omit<typeof companies.$inferInsert, 'userId'>;
  profile: Omit<typeof startupProfiles.$inferInsert, 'userId'>;
};

/** A startup with a full profile: product texts, finance and every score set. */
export function generateStartup(ids: HandbookIds, passwordHash: string, createdAt = faker.date.past({ years: 2 })): GeneratedStartup {
  const [what, who] = faker.helpers.arrayElement(products);
  const suffix = faker.helpers.arrayElement(['Labs', 'Tech', 'AI', 'Systems', 'Robotics', 'Health', 'Energy', 'Pay']);
  const name = `${faker.company.name().replace(/,.*$/, '')} ${suffix}`;
  const scores = Object.fromEntries(scoreFields.map((f) => [f, score()]));
  const summary = scoreSummary(scores);
  const finance = {
    annualRevenue: faker.number.int({ min: 50, max: 20_000 }) * 1000,
    momGrowth: faker.number.int({ min: -10, max: 40 }),
    monthlyRevenue: faker.number.int({ min: -20, max: 300 }),
    monthlyBurnRate: faker.number.int({ min: 20, max: 900 }) * 1000,
    mrr: faker.number.int({ min: 5, max: 2_000 }) * 1000,
    runrate: faker.number.int({ min: 60, max: 24_000 }) * 1000,
  };
  return {
    user: {
      email: `${faker.string.alphanumeric(10).toLowerCase()}@startups.example`,
      passwordHash,
      role: 'startup',
      firstName: faker.person.firstName(),
      lastName: faker.person.lastName(),
      position: faker.helpers.arrayElement(['CEO', 'Founder', 'CTO', 'COO']),
      phone: faker.helpers.replaceSymbols('+1 ### ### ####'),
      agreement: true,
      createdAt,
    },
    company: {
      role: 'startup',
      name,
      website: `${faker.internet.domainWord()}.example`,
      description: `${name} builds ${what}.`,
      countryId: faker.helpers.arrayElement(ids.countries),
      regions: pickSome(ids.regions, 1, 3),
      industries: pickSome(ids.industries, 1, 3),
      rounds: [faker.helpers.arrayElement(ids.rounds)],
      createdAt,
    },
    profile: {
      lastFundAmount: faker.number.int({ min: 1, max: 400 }) * 25_000,
      productDescription: `We build ${what}. ${faker.company.catchPhrase()}, proven with paying customers.`,
      customer: `Our customers are ${who}; we sell directly and through integrators.`,
      ...finance,
      financeActualDate: faker.date.recent({ days: 120 }).toISOString().slice(0, 10),
      ...scores,
      intemaScore: summary.intemaScore,
      teamScore: summary.team,
      managementScore: summary.changeManagement,
      technologyScore: summary.technology,
      businessScore: summary.business,
      isScoreFull: isScoreFull(Object.fromEntries(financeFields.map((f) => [f, finance[f]])), scores),
    },
  };
}

/** An investor or corporate company with its focus. */
export function generateFoundation(role: 'investor' | 'corporate', ids: HandbookIds, passwordHash: string) {
  const name =
    role === 'investor'
      ? `${faker.person.lastName()} ${faker.helpers.arrayElement(['Ventures', 'Capital', 'Partners', 'Fund'])}`
      : `${faker.company.name().replace(/,.*$/, '')} Group`;
  return {
    user: {
      email: `${faker.string.alphanumeric(10).toLowerCase()}@${role}s.example`,
      passwordHash,
      role,
      firstName: faker.person.firstName(),
      lastName: faker.person.lastName(),
      position: role === 'investor' ? 'Partner' : 'Head of Innovation',
      phone: faker.helpers.replaceSymbols('+44 20 #### ####'),
      agreement: true,
    } satisfies typeof users.$inferInsert,
    company: {
      role,
      name,
      website: `${faker.internet.domainWord()}.example`,
      description: role === 'investor' ? `${name} backs early-stage technology companies.` : `${name} works with startups on pilots in its plants and offices.`,
      countryId: faker.helpers.arrayElement(ids.countries),
      regions: pickSome(ids.regions, 1, 3),
      industries: pickSome(ids.industries, 2, 6),
      rounds: pickSome(ids.rounds, 1, 3),
    } satisfies Omit<typeof companies.$inferInsert, 'userId'>,
    averageDeal: role === 'investor' ? faker.number.int({ min: 2, max: 200 }) * 50_000 : null,
  };
}

export function generateExpertCompany(ids: HandbookIds, passwordHash: string) {
  const name = `${faker.person.lastName()} ${faker.helpers.arrayElement(['Due Diligence', 'Advisory', 'Consulting', 'Tech Audit'])}`;
  return {
    user: {
      email: `${faker.string.alphanumeric(10).toLowerCase()}@experts.example`,
      passwordHash,
      role: 'expert' as const,
      firstName: faker.person.firstName(),
      lastName: faker.person.lastName(),
      position: 'Managing Partner',
      phone: faker.helpers.replaceSymbols('+49 30 #### ####'),
      agreement: true,
    } satisfies typeof users.$inferInsert,
    company: {
      role: 'expert' as const,
      name,
      website: `${faker.internet.domainWord()}.example`,
      description: `${name} runs technical and commercial due diligence of startups.`,
      expertIn: pickSome(ids.industries, 1, 5),
    },
  };
}

/** A name of at least three letters (the internal-expert rule). */
function name3(make: () => string): string {
  let n = make();
  while (n.length < 3) n = make();
  return n;
}

export function generateInternalExpert(companyId: string, ids: HandbookIds): typeof internalExperts.$inferInsert {
  return {
    companyId,
    name: name3(() => faker.person.firstName()),
    surname: name3(() => faker.person.lastName()),
    expertIn: pickSome(ids.industries, 1, 5),
    createdAt: faker.date.past({ years: 1 }),
  };
}

export { faker };
