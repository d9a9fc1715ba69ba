import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './load-chunk';

describe('loading a screen’s code', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 120 seconds for a stalled load, then fails with a ChunkLoadError', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    let outcome: unknown = 'pending';
    loadChunk(() => new Promise<never>(() => undefined)).then(
      () => (outcome = 'loaded'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect((outcome as Error).name).toBe('ChunkLoadError');
    expect(isChunkLoadError(outcome)).toBe(true);
  });

  it('answers the module when it arrives in time, and the late timer does nothing', async () => {
    const module = { Screen: 'screen' };
    const loaded = loadChunk(() => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module), 90_000)));
    await vi.advanceTimersByTimeAsync(90_000);
    await expect(loaded).resolves.toBe(module);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a failed request into a ChunkLoadError at once', async () => {
    const failed = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/report-page.js')));
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells a failed code load from a screen’s own error', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError(new Error('Response status is 500'))).toBe(false);
  });
});
