import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Guard } from './auth.js';
import type { Jobs } from './jobs.js';
import type { Mailer } from './mail.js';
import type { ReadCache } from './read-cache.js';
import type { Realtime } from './realtime.js';
import type { Storage } from './storage.js';
import type { Tokens } from './tokens.js';

/** What every module plugin receives: the parts it may use, built once in `buildApp`. */
export type AppDeps = {
  config: Config;
  db: Db;
  tokens: Tokens;
  guard: Guard;
  realtime: Realtime;
  mailer: Mailer;
  jobs: Jobs;
  storage: Storage;
  /** Busy reads answered from memory while their sources are unchanged (`read-cache.ts`). */
  reads: ReadCache;
};
