import { eq } from 'drizzle-orm';
import type { ClientTicketType } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { companies, crowdfunds } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { assertSectionVisible } from '../../platform/sections.js';
import { recordRoundStep } from './events/index.js';

type InvestmentForm = {
  value_of_investments?: { min: number; max: number };
  conditions_of_deal?: string;
  expire?: string;
  pitch_presentation?: { id: string };
  min_ticket?: number;
};

/** Whether filing this application opens a crowdfunding round: a startup's investment search with the flag. */
export function opensRound(type: ClientTicketType, form: Record<string, unknown>): boolean {
  return type === 'startup_investment' && form.crowdfunding === true;
}

/**
 * Refuses, before anything is written, an application that would open a round for an account
 * whose crowdfunding section is hidden (403 `section_hidden`): the whole request is refused, the
 * application too, as its caller asked for both at once.
 */
export function assertCanOpenRound(user: AuthUser, type: ClientTicketType, form: Record<string, unknown>): void {
  if (opensRound(type, form)) assertSectionVisible(user, 'crowdfunding');
}

/**
 * Opens the crowdfunding round of a startup's investment application (status `new`, under
 * moderation), inside the transaction that files the application: the application's investment
 * range, conditions of deal, expiry, pitch deck and minimum ticket, and the startup's funding round.
 * It is the one way another module opens a round, so it checks the section again: a refusal here
 * rolls the caller's transaction back.
 */
export async function openRound(tx: Tx, ticketId: string, startup: AuthUser, form: InvestmentForm): Promise<void> {
  assertSectionVisible(startup, 'crowdfunding');
  const startupId = startup.id;
  const range = form.value_of_investments;
  if (!range || !form.expire || !form.conditions_of_deal) return;
  const [company] = await tx.select({ rounds: companies.rounds }).from(companies).where(eq(companies.userId, startupId)).limit(1);
  const [round] = await tx
    .insert(crowdfunds)
    .values({
      ticketId,
      startupId,
      investmentMin: range.min,
      investmentMax: range.max,
      minTicket: form.min_ticket ?? null,
      conditionsOfDeal: form.conditions_of_deal,
      expire: form.expire,
      pitchDeckFileId: form.pitch_presentation?.id ?? null,
      roundId: company?.rounds[0] ?? null,
    })
    .returning({ id: crowdfunds.id });
  // Through the round's own step, so the round's opening tells whom any round step tells.
  await recordRoundStep(tx, {
    kind: 'round.opened',
    roundId: round!.id,
    startupId,
    companyIds: [startupId],
    actorId: startupId,
    data: { status: 'new', ticketId, min: range.min, max: range.max },
  });
}
