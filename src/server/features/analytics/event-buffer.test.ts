import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBuffer } from './event-buffer.ts';

afterEach(() => void vi.useRealTimers());

function recordingBuffer(options: { maxBatch?: number; flushEveryMs?: number; maxPending?: number; failures?: number } = {}) {
  const batches: number[][] = [];
  let failures = options.failures ?? 0;
  const errors: unknown[] = [];
  const buffer = createEventBuffer<number>({
    maxBatch: options.maxBatch ?? 3,
    flushEveryMs: options.flushEveryMs ?? 100,
    maxPending: options.maxPending ?? 100,
    write: async (batch) => {
      if (failures > 0) {
        failures--;
        throw new Error('database away');
      }
      batches.push(batch);
    },
    onWriteError: (error) => errors.push(error),
  });
  return { buffer, batches, errors };
}

describe('event buffer', () => {
  it('writes a full batch at once, without waiting for the timer', async () => {
    vi.useFakeTimers();
    const { buffer, batches } = recordingBuffer({ maxBatch: 3 });
    for (const event of [1, 2, 3]) buffer.add(event);
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(buffer.pending).toBe(0);
  });

  it('writes a partial batch when the interval has passed, and not before', async () => {
    vi.useFakeTimers();
    const { buffer, batches } = recordingBuffer({ maxBatch: 10, flushEveryMs: 100 });
    buffer.add(1);
    buffer.add(2);
    await vi.advanceTimersByTimeAsync(99);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2]]);
  });

  it('keeps the events of a failed write, in order, and writes them at the next try', async () => {
    vi.useFakeTimers();
    const { buffer, batches, errors } = recordingBuffer({ maxBatch: 10, flushEveryMs: 100, failures: 1 });
    buffer.add(1);
    buffer.add(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(errors).toHaveLength(1);
    expect(buffer.pending).toBe(2);
    buffer.add(3);
    await vi.advanceTimersByTimeAsync(100);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('refuses events beyond maxPending, so nothing is acknowledged that could not be kept', () => {
    const { buffer } = recordingBuffer({ maxBatch: 100, maxPending: 2 });
    expect(buffer.add(1)).toBe(true);
    expect(buffer.add(2)).toBe(true);
    expect(buffer.add(3)).toBe(false);
    expect(buffer.pending).toBe(2);
  });

  it('close() writes everything still waiting, in batches, even while a write is running', async () => {
    const { buffer, batches } = recordingBuffer({ maxBatch: 2, flushEveryMs: 60_000 });
    for (const event of [1, 2, 3, 4, 5]) buffer.add(event);
    await buffer.close();
    expect(batches.flat()).toEqual([1, 2, 3, 4, 5]);
    expect(batches.every((batch) => batch.length <= 2)).toBe(true);
  });

  it('flush() rejects when the database refuses, and the events are still there for the next try', async () => {
    const { buffer, batches } = recordingBuffer({ maxBatch: 10, flushEveryMs: 60_000, failures: 1 });
    buffer.add(1);
    await expect(buffer.flush()).rejects.toThrow('database away');
    expect(buffer.pending).toBe(1);
    await buffer.flush();
    expect(batches).toEqual([[1]]);
  });
});

describe('event buffer, empty', () => {
  it('flush() and close() return at once when nothing waits', async () => {
    const { buffer, batches } = recordingBuffer();
    await buffer.flush();
    await buffer.flush();
    await buffer.close();
    expect(batches).toEqual([]);
  });
});
