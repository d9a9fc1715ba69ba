import { describe, expect, it } from 'vitest';
import { createWriteLines } from './write-lines';

/** A write the test answers when it chooses. */
function held() {
  let answer!: (ok: boolean) => void;
  const done = new Promise<void>((resolve, reject) => {
    answer = (ok) => (ok ? resolve() : reject(new Error('refused')));
  });
  return { done, answer };
}

describe('write lines', () => {
  it('sends the writes of one key one after another, in the order they were made', async () => {
    const lines = createWriteLines<string>();
    const sent: string[] = [];
    const first = held();
    const one = lines.write('filters', () => {
      sent.push('first');
      return first.done;
    });
    const two = lines.write('filters', async () => {
      sent.push('second');
    });
    await Promise.resolve();
    expect(sent).toEqual(['first']);
    first.answer(true);
    await Promise.all([one, two]);
    expect(sent).toEqual(['first', 'second']);
  });

  it('makes a read wait for the write still on its way, and only for its own key', async () => {
    const lines = createWriteLines<string>();
    const write = held();
    void lines.write('filters', () => write.done);
    const order: string[] = [];
    const read = lines.settled('filters').then(() => order.push('read filters'));
    const other = lines.settled('table').then(() => order.push('read table'));
    await other;
    expect(order).toEqual(['read table']);
    order.push('write answered');
    write.answer(true);
    await read;
    expect(order).toEqual(['read table', 'write answered', 'read filters']);
  });

  it('tells its caller of a failed write, and the next write and the reads go on after it', async () => {
    const lines = createWriteLines<string>();
    const failing = held();
    const failed = lines.write('filters', () => failing.done);
    let nextSent = false;
    const next = lines.write('filters', async () => {
      nextSent = true;
    });
    failing.answer(false);
    await expect(failed).rejects.toThrow('refused');
    await next;
    expect(nextSent).toBe(true);
    await expect(lines.settled('filters')).resolves.toBeUndefined();
  });
});
