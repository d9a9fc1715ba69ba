import { describe, expect, it } from 'vitest';
import { freshRead } from './fresh-read.js';

/** A read whose every start is recorded and whose end the test decides. */
function controlledRead() {
  const starts: { resolve(value: number): void; reject(error: Error): void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      starts.push({ resolve, reject });
    });
  return { read, starts };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('freshRead', () => {
  it('answers a caller only with a read that began after it asked, and shares one read among callers that arrived together', async () => {
    const { read, starts } = controlledRead();
    const fresh = freshRead(read);
    const first = fresh();
    expect(starts).toHaveLength(1);
    // These arrive while the first read runs: it began before them, so they wait for the next.
    const second = fresh();
    const third = fresh();
    expect(starts).toHaveLength(1);
    starts[0]!.resolve(1);
    expect(await first).toBe(1);
    await tick();
    expect(starts).toHaveLength(2);
    const fourth = fresh();
    starts[1]!.resolve(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    await tick();
    // The fourth arrived while the second read ran: it gets a third one.
    expect(starts).toHaveLength(3);
    starts[2]!.resolve(3);
    expect(await fourth).toBe(3);
  });

  it('starts the next read after a failed one, and the failure reaches only the callers of that read', async () => {
    const { read, starts } = controlledRead();
    const fresh = freshRead(read);
    const first = fresh();
    const second = fresh();
    starts[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    starts[1]!.resolve(7);
    expect(await second).toBe(7);
    // Nothing runs now: the next caller starts a read at once.
    const third = fresh();
    expect(starts).toHaveLength(3);
    starts[2]!.resolve(8);
    expect(await third).toBe(8);
  });
});
