import { eq } from 'drizzle-orm';
import { LOW_SCORE, scoreGroups, type Language, type Recommendations, type ScoreGroup } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { startupProfiles, startupRecommendations } from '../../db/schema/index.js';
import { stockRecommendations } from './stock-recommendations.js';

/**
 * A startup's recommendations by category: a manager's titled text for the category when there is
 * one (it replaces the stock advice), else the stock advice of each field scored 2 or less, keyed
 * by the field. Categories without any text are left out.
 */
export async function startupRecommendationsOf(db: Db, startupId: string, lang: Language): Promise<Recommendations> {
  const [profile] = await db.select().from(startupProfiles).where(eq(startupProfiles.userId, startupId)).limit(1);
  const written = await db.select().from(startupRecommendations).where(eq(startupRecommendations.startupId, startupId));
  const byCategory = new Map(written.map((r) => [r.category, r]));
  const out: Recommendations = {};
  for (const group of Object.keys(scoreGroups) as ScoreGroup[]) {
    const own = byCategory.get(group);
    if (own) {
      out[group] = { [own.title]: own.text };
      continue;
    }
    const texts: Record<string, string> = {};
    for (const field of scoreGroups[group]) {
      const score = profile?.[field];
      if (typeof score === 'number' && score <= LOW_SCORE) texts[field] = stockRecommendations[field][lang];
    }
    if (Object.keys(texts).length > 0) out[group] = texts;
  }
  return out;
}
