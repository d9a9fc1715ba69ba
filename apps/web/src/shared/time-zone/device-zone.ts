/**
 * The device's own IANA zone, read once per page. Its first read on a thread loads ICU's zone data
 * (20–30 ms of Chromium's main thread on a desktop here, several times that on a slow phone), so a
 * signed-in page has the warm-up worker read it and hand it over (app/intl-warmup.ts). What must
 * not wait (a settings form) reads it at once; what can wait (the zone notice, a new account's
 * first zone) waits for the worker, or reads it here after WORKER_WAIT_MS. Kept free of imports:
 * the entry carries it.
 */
let known: string | undefined;
const listeners = new Set<() => void>();
let fallback: ReturnType<typeof setTimeout> | undefined;

/** How long the waiting readers give the worker (none runs on a page opened signed out). */
export const WORKER_WAIT_MS = 1_000;

const readHere = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The worker's answer; the first zone learnt stands, as the runtime's would. */
export function noteDeviceZone(zone: unknown): void {
  if (known !== undefined || typeof zone !== 'string' || zone === '') return;
  known = zone;
  clearTimeout(fallback);
  listeners.forEach((listener) => listener());
}

/** The zone as the runtime names it (which may be an old spelling, see zone-options.ts), read now if not known yet. */
export function deviceZone(): string {
  if (known === undefined) noteDeviceZone(readHere());
  return known!;
}

/** The zone if known yet, without reading it: a snapshot for `subscribeDeviceZone`. */
export function knownDeviceZone(): string | undefined {
  return known;
}

/** Calls `listener` once the zone is known: the worker's answer, or a read here after WORKER_WAIT_MS. */
export function subscribeDeviceZone(listener: () => void): () => void {
  listeners.add(listener);
  if (known === undefined) fallback ??= setTimeout(() => noteDeviceZone(readHere()), WORKER_WAIT_MS);
  return () => listeners.delete(listener);
}

/** The zone, as soon as `subscribeDeviceZone` has it. */
export function whenDeviceZone(): Promise<string> {
  if (known !== undefined) return Promise.resolve(known);
  return new Promise((resolve) => {
    const stop = subscribeDeviceZone(() => {
      stop();
      resolve(known!);
    });
  });
}
