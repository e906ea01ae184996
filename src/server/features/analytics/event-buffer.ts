/**
 * Events accepted but not yet written. add() takes an event when there is room and schedules a write: at once
 * when `maxBatch` are waiting, else after `flushEveryMs`. Writes run one at a time, each up to `maxBatch` events;
 * a failed write puts its events back and is retried at the next tick. flush() writes everything that waits
 * (the server calls it on shutdown, after the last request has been answered).
 */
export interface EventBuffer<T> {
  /** false when `maxPending` events already wait (the database is away): the caller must not acknowledge it. */
  add(event: T): boolean;
  /** Writes every waiting event; rejects when a write fails (the events stay queued). */
  flush(): Promise<void>;
  /** Stops the timer after a last flush. */
  close(): Promise<void>;
  readonly pending: number;
  /** The first waiting event that matches, oldest first. */
  find(match: (event: T) => boolean): T | undefined;
}

export interface EventBufferOptions<T> {
  write(batch: T[]): Promise<void>;
  maxBatch: number;
  flushEveryMs: number;
  maxPending: number;
  onWriteError?(error: unknown, count: number): void;
}

export function createEventBuffer<T>(options: EventBufferOptions<T>): EventBuffer<T> {
  let queue: T[] = [];
  let writing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const writeOne = async (): Promise<void> => {
    const batch = queue.slice(0, options.maxBatch);
    queue = queue.slice(batch.length);
    try {
      await options.write(batch);
    } catch (error) {
      queue = batch.concat(queue);
      throw error;
    }
  };

  /** One write at a time; resolves when the queue is empty or a write fails. */
  const drain = (): Promise<void> => {
    if (writing) return writing;
    if (queue.length === 0) return Promise.resolve();
    const running = (async () => {
      try {
        while (queue.length > 0) await writeOne();
      } finally {
        writing = undefined;
      }
    })();
    writing = running;
    return running;
  };

  const schedule = () => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      drain().catch((error: unknown) => {
        options.onWriteError?.(error, queue.length);
        schedule();
      });
    }, options.flushEveryMs);
    timer.unref();
  };

  const flush = async () => {
    // A write already running may leave events that arrived meanwhile: drain again until none wait.
    while (writing || queue.length > 0) await drain();
  };

  return {
    add(event) {
      if (queue.length >= options.maxPending) return false;
      queue.push(event);
      if (queue.length >= options.maxBatch && !writing) {
        drain().catch((error: unknown) => {
          options.onWriteError?.(error, queue.length);
          schedule();
        });
      } else {
        schedule();
      }
      return true;
    },
    flush,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush();
    },
    get pending() {
      return queue.length;
    },
    find: (match) => queue.find(match),
  };
}
