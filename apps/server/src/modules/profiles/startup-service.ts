import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  DELETED_COMPANY_NAME,
  isScoreFull,
  scoreFields,
  scoreSummary,
  type StartupProfile as StartupProfileAnswer,
  type startupProfileBodySchema,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, files, startupProfiles, users } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { isStartup } from '../../platform/policy.js';
import { presentFile } from '../files/index.js';
import { checkHandbookIds } from '../handbooks/index.js';
import { nextFileId } from './files.js';
import { stampChangedClaims } from './passport.js';

/** The profile itself: the routes add the caller's abilities from the policy. */
type StartupProfile = Omit<StartupProfileAnswer, 'can'>;
type StartupBody = z.output<typeof startupProfileBodySchema>;
export const UNIT_ECONOMY_TEMPLATE_PATH = '/api/v1/startup/unit-economy-template';

const logo = alias(files, 'logo');
const pitch = alias(files, 'pitch');
const unit = alias(files, 'unit');
const fileOrNull = (f: { id: string; name: string; size: number } | null) => (f ? presentFile(f) : null);

/**
 * A deleted startup as others see it: the name and nothing else, whatever rows are left (accounts
 * deleted before deletion emptied them still hold their texts).
 */
function deletedStartup(id: string): StartupProfile {
  const scores = Object.fromEntries(scoreFields.map((f) => [f, null])) as Record<(typeof scoreFields)[number], number | null>;
  const summary = scoreSummary(scores);
  const finance = {
    annual_revenue: null,
    mom_growth: null,
    monthly_revenue: null,
    monthly_burn_rate: null,
    mrr: null,
    runrate: null,
    finance_actual_date: null,
  };
  return {
    id,
    company: DELETED_COMPANY_NAME,
    deleted: true,
    country: null,
    description: null,
    industries: [],
    regions: [],
    round: null,
    website: null,
    last_fund_amount: null,
    logo_file: null,
    presentation_pitch_file: null,
    product_description: null,
    who_is_your_customer: null,
    type: 'empty',
    startup_finance_info: { ...finance, unit_economy_file: null, unit_economy_template: UNIT_ECONOMY_TEMPLATE_PATH },
    startup_scoring: { ...scores, ...summary, intema_score: summary.intemaScore },
    isScoreFull: false,
  };
}

/** A startup's profile: company basics, product texts, finance and self-scoring. */
export function createStartupProfileService(db: Db) {
  async function load(userId: string): Promise<StartupProfile> {
    const [row] = await db
      .select({
        company: companies,
        profile: startupProfiles,
        status: users.status,
        logo: { id: logo.id, name: logo.name, size: logo.size },
        pitch: { id: pitch.id, name: pitch.name, size: pitch.size },
        unit: { id: unit.id, name: unit.name, size: unit.size },
      })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .leftJoin(startupProfiles, eq(startupProfiles.userId, companies.userId))
      .leftJoin(logo, eq(logo.id, companies.logoFileId))
      .leftJoin(pitch, eq(pitch.id, startupProfiles.pitchDeckFileId))
      .leftJoin(unit, eq(unit.id, startupProfiles.unitEconomyFileId))
      .where(eq(companies.userId, userId))
      .limit(1);
    if (!row || !isStartup(row.company)) throw notFound();
    if (row.status === 'deleted') return deletedStartup(userId);
    const p = row.profile;
    const scores = Object.fromEntries(scoreFields.map((f) => [f, p?.[f] ?? null])) as Record<(typeof scoreFields)[number], number | null>;
    const summary = scoreSummary(scores);
    return {
      id: userId,
      company: row.company.name,
      deleted: false,
      country: row.company.countryId,
      description: row.company.description,
      industries: row.company.industries,
      regions: row.company.regions,
      round: row.company.rounds[0] ?? null,
      website: row.company.website,
      last_fund_amount: p?.lastFundAmount ?? null,
      logo_file: fileOrNull(row.logo),
      presentation_pitch_file: fileOrNull(row.pitch),
      product_description: p?.productDescription ?? null,
      who_is_your_customer: p?.customer ?? null,
      type: p?.productDescription && p?.customer ? 'filled' : 'empty',
      startup_finance_info: {
        annual_revenue: p?.annualRevenue ?? null,
        mom_growth: p?.momGrowth ?? null,
        monthly_revenue: p?.monthlyRevenue ?? null,
        monthly_burn_rate: p?.monthlyBurnRate ?? null,
        mrr: p?.mrr ?? null,
        runrate: p?.runrate ?? null,
        finance_actual_date: p?.financeActualDate ?? null,
        unit_economy_file: fileOrNull(row.unit),
        unit_economy_template: UNIT_ECONOMY_TEMPLATE_PATH,
      },
      startup_scoring: { ...scores, ...summary, intema_score: summary.intemaScore },
      isScoreFull: p?.isScoreFull ?? false,
    };
  }

  async function save(userId: string, body: StartupBody): Promise<StartupProfile> {
    await db.transaction(async (tx) => {
      const [company] = await tx.select().from(companies).where(eq(companies.userId, userId)).limit(1).for('update');
      if (!company) throw notFound();
      const [current] = await tx.select().from(startupProfiles).where(eq(startupProfiles.userId, userId)).limit(1);
      await checkHandbookIds(tx, [
        { field: 'country', kind: 'countries', ids: body.country ? [body.country] : [] },
        { field: 'regions', kind: 'regions', ids: body.regions ?? [] },
        { field: 'industries', kind: 'industries', ids: body.industries ?? [] },
        { field: 'round', kind: 'rounds', ids: body.round ? [body.round] : [] },
      ]);
      const logoFileId = await nextFileId(tx, company.logoFileId, body.logo_file, 'logo', userId, 'logo_file');
      const pitchDeckFileId = await nextFileId(
        tx,
        current?.pitchDeckFileId ?? null,
        body.presentation_pitch_file,
        'pitch_deck',
        userId,
        'presentation_pitch_file',
      );
      const finance = body.startup_finance_info;
      const unitEconomyFileId = await nextFileId(
        tx,
        current?.unitEconomyFileId ?? null,
        finance?.unit_economy_file,
        'unit_economy',
        userId,
        'startup_finance_info.unit_economy_file',
      );
      await tx
        .update(companies)
        .set({
          name: body.company,
          logoFileId,
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.website !== undefined ? { website: body.website } : {}),
          ...(body.country !== undefined ? { countryId: body.country } : {}),
          ...(body.regions !== undefined ? { regions: body.regions } : {}),
          ...(body.industries !== undefined ? { industries: body.industries } : {}),
          ...(body.round !== undefined ? { rounds: body.round ? [body.round] : [] } : {}),
          updatedAt: new Date(),
        })
        .where(eq(companies.userId, userId));
      const keep = <T>(next: T | undefined, prev: T | null | undefined) => (next === undefined ? (prev ?? null) : next);
      const values = {
        lastFundAmount: keep(body.last_fund_amount, current?.lastFundAmount),
        productDescription: body.product_description,
        customer: body.who_is_your_customer,
        pitchDeckFileId,
        unitEconomyFileId,
        annualRevenue: keep(finance?.annual_revenue, current?.annualRevenue),
        momGrowth: keep(finance?.mom_growth, current?.momGrowth),
        monthlyRevenue: keep(finance?.monthly_revenue, current?.monthlyRevenue),
        monthlyBurnRate: keep(finance?.monthly_burn_rate, current?.monthlyBurnRate),
        mrr: keep(finance?.mrr, current?.mrr),
        runrate: keep(finance?.runrate, current?.runrate),
        financeActualDate: keep(finance?.finance_actual_date, current?.financeActualDate),
        ...Object.fromEntries(scoreFields.map((f) => [f, keep(body.startup_scoring?.[f], current?.[f])])),
      } as typeof startupProfiles.$inferInsert;
      const scores = Object.fromEntries(scoreFields.map((f) => [f, values[f] ?? null]));
      const summary = scoreSummary(scores);
      values.intemaScore = summary.intemaScore;
      values.teamScore = summary.team;
      values.managementScore = summary.changeManagement;
      values.technologyScore = summary.technology;
      values.businessScore = summary.business;
      values.isScoreFull = isScoreFull(
        {
          annualRevenue: values.annualRevenue,
          momGrowth: values.momGrowth,
          monthlyRevenue: values.monthlyRevenue,
          monthlyBurnRate: values.monthlyBurnRate,
          mrr: values.mrr,
          runrate: values.runrate,
        },
        scores,
      );
      values.updatedAt = new Date();
      values.claimsChangedAt = stampChangedClaims(current, values, values.updatedAt);
      await tx
        .insert(startupProfiles)
        .values({ ...values, userId })
        .onConflictDoUpdate({ target: startupProfiles.userId, set: values });
    });
    return load(userId);
  }

  return { load, save };
}
