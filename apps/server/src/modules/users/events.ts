import type { RecommendationCategory, SectionSettings, TimelineKind } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { timelinePushes } from '../../platform/events/pushes.js';
import { eventRecorder } from '../../platform/events/record.js';
import { rooms, type Effects, type Handlers, type Push } from '../../platform/events/types.js';
import { recordTimeline, type TimelineEntry } from '../timeline/index.js';
import { recommendationLetter } from './account-letters.js';

type AccountKind = Extract<
  TimelineKind,
  'account.blocked' | 'account.unblocked' | 'account.sections' | 'account.signin_link' | 'account.recommendation' | 'note'
>;

/** What the company's own pages read again (the `account` push): its sections, its recommendations. */
export type AccountChange = { sectionSettings: SectionSettings } | { recommendations: true };

export type AccountStep = {
  companyId: string;
  kind: AccountKind;
  /** The entry is the managers' own (a note): the company neither sees it nor hears of it. */
  internal: boolean;
  account?: AccountChange;
  /** A recommendation written: the startup gets a letter. */
  recommendation?: { category: RecommendationCategory; title: string };
};

export type AccountEvents = {
  /** A step on a company's account, with its timeline entry. */
  'account.step': AccountStep;
  /** A change to the account without a timeline entry (a recommendation removed; the audit log keeps it). */
  'account.changed': { companyId: string; account: AccountChange };
};

export const recordAccountEvent = eventRecorder<AccountEvents>();

/**
 * A step on a company's account, in the write's transaction: its timeline entry and the event that
 * tells who may read the entry. Both follow the entry's own `internal` flag, so an entry the company
 * sees is always pushed to the company, and a managers' note never is.
 */
export async function recordAccountStep<K extends AccountKind>(
  tx: Tx,
  entry: TimelineEntry<K>,
  more: Pick<AccountStep, 'account' | 'recommendation'> = {},
): Promise<void> {
  await recordTimeline(tx, entry);
  await recordAccountEvent(tx, 'account.step', { companyId: entry.companyId, kind: entry.kind, internal: entry.internal ?? false, ...more });
}

const managersTimeline = (companyId: string): Push => ({ to: [rooms.managers], event: 'timeline', payload: { companyIds: [companyId] } });
const accountPush = (companyId: string, account: AccountChange): Push => ({ to: [rooms.user(companyId)], event: 'account', payload: account });

/**
 * What follows a step on an account: `timeline` to the company (unless the entry is internal) and
 * the managers, `account` to the company when its own pages change, and a written recommendation's
 * letter to the startup.
 */
export const accountHandlers: Handlers<AccountEvents> = {
  'account.step'(step, { publicUrl }): Effects {
    const pushes = [
      ...(step.internal ? [managersTimeline(step.companyId)] : timelinePushes([step.companyId])),
      ...(step.account ? [accountPush(step.companyId, step.account)] : []),
    ];
    const letters = step.recommendation
      ? [
          {
            key: 'recommendation',
            to: { userId: step.companyId },
            render: recommendationLetter({ ...step.recommendation, url: `${publicUrl}/cabinet/profile` }),
          },
        ]
      : [];
    return { pushes, letters };
  },
  'account.changed'({ companyId, account }): Effects {
    return { pushes: [accountPush(companyId, account), managersTimeline(companyId)] };
  },
};
