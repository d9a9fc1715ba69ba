// Loaded with `node --import` into a server process a journey starts for itself (never the shared
// one): each SIGUSR2 moves the process's wall clock forward by `E2E_CLOCK_STEP_DAYS` days, as days
// passing would, so the scheduled work that reads the date (deadlines) sees them pass. Timers run
// on the monotonic clock and are left alone.
const RealDate = Date;
const step = Number(process.env.E2E_CLOCK_STEP_DAYS ?? '8') * 86_400_000;
let offset = 0;
const now = () => RealDate.now() + offset;

process.on('SIGUSR2', () => {
  offset += step;
});

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
});
