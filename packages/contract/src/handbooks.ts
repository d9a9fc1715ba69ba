import { z } from 'zod';

export const handbookItemSchema = z.object({
  id: z.number().int(),
  /** Stable code: ISO 3166-1 alpha-2 for countries, UN M49 code for regions, a slug otherwise. */
  code: z.string(),
  name: z.string(),
});
export type HandbookItem = z.infer<typeof handbookItemSchema>;

export const handbookKinds = ['countries', 'industries', 'regions', 'rounds'] as const;
export type HandbookKind = (typeof handbookKinds)[number];

export const handbooksSchema = z.object({
  countries: z.array(handbookItemSchema),
  industries: z.array(handbookItemSchema),
  regions: z.array(handbookItemSchema),
  rounds: z.array(handbookItemSchema),
});
export type Handbooks = z.infer<typeof handbooksSchema>;
