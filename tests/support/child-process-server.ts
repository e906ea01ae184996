import { spawn, type ChildProcess } from 'node:child_process';
import { projectPath } from '../../src/server/project-root.ts';

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** SIGKILL: no shutdown hooks, no waiting for anything in flight. */
  kill(): Promise<void>;
}

/** Starts tests/support/lead-server-process.ts with the given environment and waits until it listens. */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', projectPath('tests/support/lead-server-process.ts')], {
    cwd: projectPath(),
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready (\S+)/.exec(output);
      if (ready) resolve(ready[1]!);
    });
    child.once('exit', (code) => reject(new Error(`The server process exited (${code}) before it was ready:\n${errors}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    process: child,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
