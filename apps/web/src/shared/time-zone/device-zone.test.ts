import { afterEach, describe, expect, it, vi } from 'vitest';

// The module keeps the zone it learnt: each case starts from a fresh copy.
const fresh = async () => {
  vi.resetModules();
  return import('./device-zone');
};
const runtimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('the device zone', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('takes the worker’s answer and does not ask the runtime', async () => {
    const { deviceZone, knownDeviceZone, noteDeviceZone } = await fresh();
    const read = vi.spyOn(Intl, 'DateTimeFormat');
    expect(knownDeviceZone()).toBeUndefined();
    noteDeviceZone('Asia/Tokyo');
    expect(deviceZone()).toBe('Asia/Tokyo');
    expect(read).not.toHaveBeenCalled();
  });

  it('asks the runtime once when read before an answer, and a late answer changes nothing', async () => {
    const { deviceZone, noteDeviceZone } = await fresh();
    const runtime = runtimeZone();
    const read = vi.spyOn(Intl, 'DateTimeFormat');
    expect(deviceZone()).toBe(runtime);
    noteDeviceZone(runtime === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo');
    expect(deviceZone()).toBe(runtime);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer that is not a zone name', async () => {
    const { knownDeviceZone, noteDeviceZone } = await fresh();
    noteDeviceZone(undefined);
    noteDeviceZone('');
    noteDeviceZone(42);
    expect(knownDeviceZone()).toBeUndefined();
  });

  it('tells a waiting reader the worker’s answer, without reading on this thread', async () => {
    vi.useFakeTimers();
    const { noteDeviceZone, subscribeDeviceZone, whenDeviceZone, WORKER_WAIT_MS } = await fresh();
    const read = vi.spyOn(Intl, 'DateTimeFormat');
    const heard = vi.fn();
    subscribeDeviceZone(heard);
    const zone = whenDeviceZone();
    noteDeviceZone('America/Sao_Paulo');
    await expect(zone).resolves.toBe('America/Sao_Paulo');
    expect(heard).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WORKER_WAIT_MS * 2);
    expect(read).not.toHaveBeenCalled();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('reads the zone here when no worker answers in time', async () => {
    vi.useFakeTimers();
    const { subscribeDeviceZone, whenDeviceZone, WORKER_WAIT_MS } = await fresh();
    const heard = vi.fn();
    const stop = subscribeDeviceZone(heard);
    const zone = whenDeviceZone();
    vi.advanceTimersByTime(WORKER_WAIT_MS - 1);
    expect(heard).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect(zone).resolves.toBe(runtimeZone());
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});
