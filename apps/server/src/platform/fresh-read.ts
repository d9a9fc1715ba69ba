/**
 * A read that each caller needs to have begun after it asked (so that it sees every write that
 * committed before), shared by the callers that arrive together: a call made while no read runs
 * starts one; a call made while one runs waits for the next, which starts when the running one
 * ends and answers every call that arrived meanwhile. Under load this turns a statement per
 * request into a statement per round trip, and no caller is ever answered by a read that began
 * before it asked.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;

  function start(): Promise<T> {
    const current = read();
    running = current;
    const done = () => {
      if (running === current) running = null;
    };
    current.then(done, done);
    return current;
  }

  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
