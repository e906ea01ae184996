/** Thrown when the queue is full: the caller answers 503 and the client tries again shortly. */
export class HashingBusyError extends Error {
  constructor() {
    super('Too many sign-ins are being checked right now.');
  }
}

/**
 * Whose check it is: anyone's ('shared'), or a browser that signed in as that user before
 * ('trusted-device', see devices.ts), which strangers cannot pose as.
 */
export type HashingLane = 'shared' | 'trusted-device';

export interface HashingLimits {
  /** Checks running at once, of both lanes together: each holds its memory until it ends. */
  concurrency: number;
  /** Shared checks waiting; beyond them a shared check is refused. */
  maxWaiting: number;
  /** Trusted-device checks waiting, in their own line; beyond them one is refused. */
  maxWaitingTrusted: number;
}

export interface HashingQueue {
  /**
   * Runs the task when a slot is free, a trusted device's before any shared one that waits; rejects with
   * HashingBusyError when its lane's line is full.
   */
  run<T>(task: () => Promise<T>, lane?: HashingLane): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * Each scrypt run holds 128 MiB while it runs, so the number running at once bounds the memory
 * sign-ins can take; a short queue absorbs bursts, and anything beyond it is refused at once.
 * Strangers can fill the shared line, never the trusted devices' one, which goes first: the owner's
 * browser waits for the checks already running, and for nothing strangers queued.
 */
export function createHashingQueue({ concurrency, maxWaiting, maxWaitingTrusted }: HashingLimits): HashingQueue {
  let running = 0;
  const lines: Record<HashingLane, (() => void)[]> = { 'trusted-device': [], shared: [] };
  const capacity: Record<HashingLane, number> = { 'trusted-device': maxWaitingTrusted, shared: maxWaiting };
  const release = () => {
    running -= 1;
    const next = lines['trusted-device'].shift() ?? lines.shared.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run(task, lane = 'shared') {
      if (running >= concurrency) {
        const line = lines[lane];
        if (line.length >= capacity[lane]) throw new HashingBusyError();
        await new Promise<void>((resolve) => line.push(resolve));
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
      return lines['trusted-device'].length + lines.shared.length;
    },
  };
}
