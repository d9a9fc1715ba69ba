/** The client's three-way answer on an offer (spec part 2, section 4). */
export type Interest = 'interesting' | 'notInteresting' | 'noAnswer';

export function interestOf(value: boolean | null): Interest {
  if (value === true) return 'interesting';
  if (value === false) return 'notInteresting';
  return 'noAnswer';
}

export const matchKinds = ['industries', 'regions', 'countries', 'rounds'] as const;
export type MatchKind = (typeof matchKinds)[number];

/** What a candidate has in common with the ticket, kind by kind, leaving out the empty kinds. */
export function matchedKinds(matched: Record<MatchKind, number[]>): { kind: MatchKind; ids: number[] }[] {
  return matchKinds.filter((kind) => matched[kind].length > 0).map((kind) => ({ kind, ids: matched[kind] }));
}
