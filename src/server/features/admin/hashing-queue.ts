/** Thrown when the queue is full: the caller answers 503 and the client tries again shortly. */
export class HashingBusyError extends Error {
  constructor() {
    super('Too many sign-ins are being checked right now.');
  }
}

export interface HashingQueue {
  /** Runs the task when a slot is free; rejects with HashingBusyError when `maxWaiting` tasks already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * Each scrypt run holds 128 MiB while it runs, so the number running at once bounds the memory
 * sign-ins can take; a short queue absorbs bursts, and anything beyond it is refused at once.
 */
export function createHashingQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): HashingQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run(task) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new HashingBusyError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
