import type { BenchCase } from '../lib/types.js';
import { handbooks } from './handbooks.js';
import { handbooksNotModified } from './handbooks-not-modified.js';
import { userInfo } from './user-info.js';

/** Every case, in the order they run against each database. */
export const cases: BenchCase[] = [userInfo, handbooks, handbooksNotModified];
