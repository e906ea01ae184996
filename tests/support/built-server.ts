import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { projectPath } from '../../src/server/project-root.ts';
import { TEST_ABUSE_LIMITS } from './test-server.ts';
import { readyPort } from '../../src/server/site-ready.ts';

/** The production server bundle: DIST_DIR (as the tests' in-process server reads it) or ./dist. */
export function builtServerEntry(): string {
  const entry = resolve(process.env.DIST_DIR ?? projectPath('dist'), 'server', 'main.js');
  if (!existsSync(entry)) {
    throw new Error(`No built server at ${entry}. Run "npm run build" (or build with DIST_DIR=... and set it for the tests).`);
  }
  return entry;
}

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `node <DIST_DIR>/server/main.js` as its own process, as production runs it, with the given
 * environment (DATA_DIR or DATABASE_URL), and waits until /readyz (or readyPath) answers 200. The server
 * listens on port 0 and reports the port the system gave it, so no other process can take that port first.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  /** readyPath: what must answer 200 before the server counts as started (/healthz when the database is away). */
  options: { cwd?: string; readyWithinMs?: number; readyPath?: string } = {},
): Promise<BuiltServer> {
  const readyWithinMs = options.readyWithinMs ?? 60_000;
  const chunks: string[] = [];
  const child = spawn(process.execPath, [builtServerEntry()], {
    cwd: options.cwd ?? projectPath(),
    env: {
      PATH: process.env.PATH,
      ...TEST_ABUSE_LIMITS,
      HOST: '127.0.0.1',
      PORT: '0',
      DIST_DIR: process.env.DIST_DIR,
      ...env,
      // The ready line that names the port is logged at info.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  const output = () => chunks.join('');
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };

  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The built server exited before it was ready:\n${output().slice(-3_000)}`);
    const port = readyPort(output());
    if (port !== null) {
      const url = `http://127.0.0.1:${port}`;
      const response = await fetch(`${url}${options.readyPath ?? '/readyz'}`).catch(() => null);
      if (response?.status === 200) return { url, child, output, exited, kill };
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await kill('SIGKILL');
  throw new Error(`The built server was not ready within ${readyWithinMs / 1000} s:\n${output().slice(-3_000)}`);
}
