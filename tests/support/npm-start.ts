import { spawn, type ChildProcess } from 'node:child_process';
import { readyPort } from '../../src/server/site-ready.ts';

export interface NpmStarted {
  child: ChildProcess;
  url: string;
  output: () => string;
  readyAfterMs: number;
  /** SIGTERM to npm and the server (one process group); resolves once npm has exited. */
  stop: () => Promise<unknown>;
}

/** The output of an `npm start` that exited before it was ready, with its exit code. */
export class NpmStartExited extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`npm start exited (${code}):\n${output.slice(-3_000)}`);
  }
}

/**
 * `npm start` in `cwd` with exactly `env` (and PORT=0: the server binds any free port and names it in its ready
 * line, so no other process can take it first), until /readyz answers 200. Rejects with NpmStartExited when it
 * exits first.
 */
export async function npmStart(cwd: string, env: NodeJS.ProcessEnv, timeoutMs = 240_000): Promise<NpmStarted> {
  const began = performance.now();
  const chunks: string[] = [];
  const child = spawn('npm', ['start'], { cwd, env: { ...env, PORT: '0' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    return exited;
  };
  for (;;) {
    if (child.exitCode !== null) throw new NpmStartExited(child.exitCode, chunks.join(''));
    const port = readyPort(chunks.join(''));
    const url = `http://127.0.0.1:${port}`;
    const ready = port !== null && (await fetch(`${url}/readyz`).then((response) => response.status === 200, () => false));
    if (ready) return { child, url, output: () => chunks.join(''), readyAfterMs: performance.now() - began, stop };
    if (performance.now() - began > timeoutMs) {
      await stop();
      throw new Error(`npm start was not ready within ${timeoutMs / 1000} s:\n${chunks.join('').slice(-3_000)}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
}
