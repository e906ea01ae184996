import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { projectPath } from '../../src/server/project-root.ts';
import { TEST_ABUSE_LIMITS } from './test-server.ts';
import { freePort } from '../../scripts/lib/local-processes.ts';

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
 * Starts `node <DIST_DIR>/server/main.js` as its own process, as production runs it, on a free port
 * with the given environment (DATA_DIR or DATABASE_URL), and waits until /readyz answers 200.
 */
export async function startBuiltServer(env: Record<string, string>, options: { port?: number } = {}): Promise<BuiltServer> {
  const port = options.port ?? (await freePort());
  const chunks: string[] = [];
  const child = spawn(process.execPath, [builtServerEntry()], {
    cwd: projectPath(),
    env: {
      PATH: process.env.PATH,
      ...TEST_ABUSE_LIMITS,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DIST_DIR: process.env.DIST_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: BuiltServer = {
    url,
    child,
    output: () => chunks.join(''),
    exited,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };

  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The built server exited before it was ready:\n${server.output().slice(-3_000)}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await server.kill('SIGKILL');
  throw new Error(`The built server was not ready within 60 s:\n${server.output().slice(-3_000)}`);
}
