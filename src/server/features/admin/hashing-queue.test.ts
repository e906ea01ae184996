import { describe, expect, it } from 'vitest';
import { createHashingQueue, HashingBusyError, type HashingLane } from './hashing-queue.ts';

/** A queue whose tasks end when the test says, recording the order they started in. */
function queueWithManualTasks() {
  const queue = createHashingQueue({ concurrency: 1, maxWaiting: 2, maxWaitingTrusted: 1 });
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const submit = (name: string, lane: HashingLane = 'shared') =>
    queue.run(
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finishers.set(name, () => resolve(name));
        }),
      lane,
    );
  const finish = async (name: string) => {
    finishers.get(name)!();
    // Lets the queue hand the slot on before the test looks.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { queue, started, submit, finish };
}

describe('the password hashing queue', () => {
  it('runs one check at a time and refuses a shared check beyond its line', async () => {
    const { queue, started, submit, finish } = queueWithManualTasks();
    const checks = [submit('a'), submit('b'), submit('c')];
    await expect(submit('d')).rejects.toBeInstanceOf(HashingBusyError);
    expect(started).toEqual(['a']);
    expect(queue.waiting).toBe(2);
    for (const name of ['a', 'b', 'c']) await finish(name);
    expect(await Promise.all(checks)).toEqual(['a', 'b', 'c']);
    expect(queue.running).toBe(0);
  });

  it('gives a trusted device a line of its own that strangers cannot fill, served before theirs, still one check at a time', async () => {
    const { queue, started, submit, finish } = queueWithManualTasks();
    const strangers = [submit('stranger 1'), submit('stranger 2'), submit('stranger 3')];
    await expect(submit('stranger 4')).rejects.toBeInstanceOf(HashingBusyError);

    const owner = submit('owner', 'trusted-device');
    expect(queue.running).toBe(1);
    // The trusted line holds one: a second trusted check is refused, and the shared line is unchanged.
    await expect(submit('owner again', 'trusted-device')).rejects.toBeInstanceOf(HashingBusyError);
    await expect(submit('stranger 5')).rejects.toBeInstanceOf(HashingBusyError);

    await finish('stranger 1');
    expect(started).toEqual(['stranger 1', 'owner']);
    expect(queue.running).toBe(1);
    await finish('owner');
    expect(await owner).toBe('owner');
    await finish('stranger 2');
    await finish('stranger 3');
    expect(started).toEqual(['stranger 1', 'owner', 'stranger 2', 'stranger 3']);
    expect(await Promise.all(strangers)).toHaveLength(3);
  });
});
