/** What the generation steps of populate.ts share: batch size, the demo accounts' share and progress lines. */
/** Generated rows go in by batches of this many. */
export const BATCH = 1000;
/** Every this-many generated application belongs to the demo investor, and every this-many expert ticket to the demo expert company. */
export const DEMO_SHARE = 100;

export type Log = (line: string) => void;

/** Runs a generation step, logging its progress at each fifth of `count`. */
export async function timed(log: Log, what: string, count: number, run: (progress: (done: number) => void) => Promise<void>) {
  const started = Date.now();
  let shown = 0;
  await run((done) => {
    if (done - shown >= count / 5 || done === count) {
      shown = done;
      log(`  ${what}: ${done.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  });
}
