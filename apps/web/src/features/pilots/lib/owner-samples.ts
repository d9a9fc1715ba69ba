/**
 * The example cards of an empty showcase (spec part 2, section 2: the empty state shows an example
 * banner and sample cards in English or Russian). Their texts live in the locale files under
 * `pilotsOwner.samples.{id}`; the handbook ids pick a country and industries by name.
 */
export const samplePilotIds = ['logistics', 'energy', 'retail'] as const;
export type SamplePilotId = (typeof samplePilotIds)[number];

export function isSamplePilotId(value: string | undefined): value is SamplePilotId {
  return (samplePilotIds as readonly string[]).includes(value ?? '');
}
