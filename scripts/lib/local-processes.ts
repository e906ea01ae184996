import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { projectPath } from '../../src/server/project-root.ts';

/**
 * A TCP port on 127.0.0.1 that was free a moment ago. Another process may take it before it is used,
 * so it is only for programs that cannot listen on port 0 and report their port (nginx), and the
 * caller must start again on another port when the bind fails. Our own server listens on 0 itself.
 */
export async function candidatePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error('No free port'))));
    });
  });
}

/** Builds into `dist` unless a complete build (server and pages) is already there. */
export function ensureBuild(dist: string, options: { rebuild?: boolean } = {}): void {
  if (!options.rebuild && existsSync(join(dist, 'server', 'main.js')) && existsSync(join(dist, 'client', 'index.html'))) return;
  console.info(`Building into ${dist} ...`);
  const result = spawnSync(process.execPath, [projectPath('node_modules/tsx/dist/cli.mjs'), projectPath('scripts/build.ts')], {
    cwd: projectPath(),
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: dist },
  });
  if (result.status !== 0) throw new Error('The build failed.');
}
