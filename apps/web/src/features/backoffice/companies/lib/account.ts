import { recommendationCategories, type CompanyCounts, type RecommendationCategory, type UserStatus, type WrittenRecommendation } from '@platform/contract';

/** A status in its colour: active green, blocked red, deleted grey. */
export const statusColor: Record<UserStatus, string> = { active: 'teal', blocked: 'red', deleted: 'gray' };

/** The four counts of what is open for a company, in the order the list and the account show them. */
export const countKeys = ['applications', 'rounds', 'pilots', 'threads'] as const satisfies readonly (keyof CompanyCounts)[];

/** Why a sign-in link cannot go out now, or null when it can: only an active account gets one. */
export function signinLinkRefusal(status: UserStatus): 'blocked' | 'deleted' | null {
  return status === 'active' ? null : status;
}

/** The action the account offers: block an active one, unblock a blocked one, nothing for a deleted one. */
export function blockAction(status: UserStatus): 'block' | 'unblock' | null {
  if (status === 'active') return 'block';
  if (status === 'blocked') return 'unblock';
  return null;
}

/** One entry per category in the spec's order: the manager's text, or null while the stock text is in use. */
export function recommendationEntries(
  written: readonly WrittenRecommendation[],
): { category: RecommendationCategory; written: WrittenRecommendation | null }[] {
  return recommendationCategories.map((category) => ({ category, written: written.find((item) => item.category === category) ?? null }));
}

/** A website as a link that opens it; the scheme is added when the stored address has none. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}
