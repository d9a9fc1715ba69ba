import type { preferenceKeys } from '@platform/contract';
import { createWriteLines } from './write-lines';

export type PreferenceKey = (typeof preferenceKeys)[number];

/** One write line per setting, shared by the read (which waits for it) and the write (which joins it). */
export const preferenceWrites = createWriteLines<PreferenceKey>();
