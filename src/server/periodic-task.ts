import type { FastifyInstance } from 'fastify';

export interface PeriodicTask {
  /** What the log calls it when it fails: "idle chat conversations sweep". */
  name: string;
  /** The first run waits a little, so a starting instance does its own work first. */
  firstAfterMs: number;
  everyMs: number;
  run: () => Promise<void>;
}

/**
 * Runs a housekeeping task in this instance on a timer (never keeping the process alive) until the app closes. A
 * failed run is logged and the next one tries again: instances running it together must only repeat each other.
 */
export function schedulePeriodicTask(app: FastifyInstance, task: PeriodicTask): void {
  const run = () =>
    void task.run().catch((error: unknown) => app.log.warn({ err: { name: (error as Error).name, message: (error as Error).message } }, `${task.name} failed`));
  const first = setTimeout(run, task.firstAfterMs).unref();
  const every = setInterval(run, task.everyMs).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
