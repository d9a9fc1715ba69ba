import { z } from 'zod';

/**
 * What the caller may do on a round's view now (the card's `can`, ours): the server's round
 * policy answers it, and the web shows its buttons from it instead of asking the caller's role.
 */
export const roundAbilitiesSchema = z.object({
  /** May back rounds (an investor or corporate); the round's state decides whether it takes a backing now. */
  back: z.boolean(),
  /** The round's own startup: its status, decline reason and application. */
  manage: z.boolean(),
  post_update: z.boolean(),
  /** Opens the backers list and a participant. */
  read_backers: z.boolean(),
  /** Reads every backer, filtered by status. */
  filter_backers: z.boolean(),
  ask_question: z.boolean(),
  hide_questions: z.boolean(),
});
export type RoundAbilities = z.infer<typeof roundAbilitiesSchema>;
