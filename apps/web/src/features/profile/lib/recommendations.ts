import { recommendationCategories, type RecommendationCategory, type Recommendations } from '@platform/contract';

/** Categories that hold at least one text, in display order. */
export function nonEmptyCategories(recommendations: Recommendations | undefined): RecommendationCategory[] {
  return recommendationCategories.filter((category) => Object.keys(recommendations?.[category] ?? {}).length > 0);
}
