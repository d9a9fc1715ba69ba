import type { FullBacker } from '@platform/contract';

/** A backer waiting for a decision, with what the dialogs show about its round. */
export interface BackerTarget {
  backer: FullBacker;
  /** The backer's company, or the "deleted company" text. */
  name: string;
  roundName: string;
  /** What is left to raise before the round's maximum. */
  remaining: number;
}
