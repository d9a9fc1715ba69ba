import type { Recommendations } from '@platform/contract';

export const recommendationCategories = ['team', 'management', 'technology', 'business'] as const;
export type RecommendationCategory = (typeof recommendationCategories)[number];

/** Categories that hold at least one text, in display order. */
export function nonEmptyCategories(recommendations: Recommendations | undefined): RecommendationCategory[] {
  return recommendationCategories.filter((category) => Object.keys(recommendations?.[category] ?? {}).length > 0);
}
