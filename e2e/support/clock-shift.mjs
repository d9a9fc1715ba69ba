// Loaded with `node --import` into a server process a journey starts for itself (never the shared
// one): each SIGUSR2 moves the process's wall clock forward by `E2E_CLOCK_STEP_DAYS` days, as days
// passing would, so the scheduled work that reads the date (deadlines) sees them pass; or by
// `E2E_CLOCK_STEP_MINUTES` minutes, when given, for windows counted in minutes (a session's proof
// of identity). Timers run on the monotonic clock and are left alone.
const RealDate = Date;
const minutes = process.env.E2E_CLOCK_STEP_MINUTES;
const step = minutes ? Number(minutes) * 60_000 : Number(process.env.E2E_CLOCK_STEP_DAYS ?? '8') * 86_400_000;
let offset = 0;
const now = () => RealDate.now() + offset;

let shifts = 0;
process.on('SIGUSR2', () => {
  offset += step;
  // The journey waits for this line: a signal is handled when the event loop gets to it, and a
  // request sent meanwhile would still see the old time.
  process.stderr.write(`clock-shift ${++shifts}\n`);
});

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
});
