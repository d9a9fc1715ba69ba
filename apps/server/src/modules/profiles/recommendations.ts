import { eq } from 'drizzle-orm';
import { LOW_SCORE, scoreGroups, type Language, type Recommendations, type ScoreGroup } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { startupProfiles, startupRecommendations } from '../../db/schema/index.js';
import { stockRecommendations } from './stock-recommendations.js';

/**
 * A startup's recommendations by category: a manager's text for a field when there is one, else
 * the stock advice for a field scored 2 or less. Categories without any text are left out.
 */
export async function startupRecommendationsOf(db: Db, startupId: string, lang: Language): Promise<Recommendations> {
  const [profile] = await db.select().from(startupProfiles).where(eq(startupProfiles.userId, startupId)).limit(1);
  const written = await db.select().from(startupRecommendations).where(eq(startupRecommendations.startupId, startupId));
  const byField = new Map(written.map((r) => [r.field, r.text]));
  const out: Recommendations = {};
  for (const group of Object.keys(scoreGroups) as ScoreGroup[]) {
    const texts: Record<string, string> = {};
    for (const field of scoreGroups[group]) {
      const score = profile?.[field];
      const text = byField.get(field) ?? (typeof score === 'number' && score <= LOW_SCORE ? stockRecommendations[field][lang] : undefined);
      if (text) texts[field] = text;
    }
    if (Object.keys(texts).length > 0) out[group] = texts;
  }
  return out;
}
