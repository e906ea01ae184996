import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { projectPath } from '../../src/server/project-root.ts';

const run = promisify(execFile);

/**
 * What every container here needs: runc, as crun refuses a machine with cgroups v1 and v2 mounted side by side
 * ("cgroups in hybrid mode not supported"); limits no higher than the machine's own, as the container runtime
 * may not raise them (no CAP_SYS_RESOURCE: "setrlimit RLIMIT_NOFILE: Operation not permitted").
 */
export const PODMAN_RUNTIME_FLAGS = ['--runtime', 'runc', '--ulimit', 'nofile=20000:20000', '--ulimit', 'nproc=30000:30000'];

/** The base the tests build on: NODE_IMAGE when given (e.g. the official node image), else one made on this machine. */
export const LOCAL_NODE_BASE = 'localhost/harborline-node-base:local';

export function podmanAvailable(): boolean {
  return spawnSync('podman', ['--version'], { stdio: 'ignore' }).status === 0 && spawnSync('runc', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** `podman <args>`: its stdout, trimmed; a failure throws with podman's own words. */
export async function podman(args: string[], options: { timeoutMs?: number } = {}): Promise<string> {
  try {
    const { stdout } = await run('podman', args, { maxBuffer: 64 * 1024 * 1024, timeout: options.timeoutMs ?? 60_000 });
    return stdout.trim();
  } catch (error) {
    const failed = error as { stderr?: string; message: string };
    throw new Error(`podman ${args.join(' ')} failed: ${failed.stderr?.trim().slice(-3_000) || failed.message}`, { cause: error });
  }
}

/** The Node base image: made with scripts/container/local-node-base.sh (from this machine's packages, seconds) when missing. */
export async function nodeBaseImage(): Promise<string> {
  if (process.env.NODE_IMAGE) return process.env.NODE_IMAGE;
  if (spawnSync('podman', ['image', 'exists', LOCAL_NODE_BASE]).status === 0) return LOCAL_NODE_BASE;
  await run(projectPath('scripts', 'container', 'local-node-base.sh'), [LOCAL_NODE_BASE], { timeout: 600_000 });
  return LOCAL_NODE_BASE;
}

/**
 * Builds the project's Dockerfile (docker format: OCI images drop HEALTHCHECK). npm inside the build borrows this
 * machine's npm cache, which the project's own install has just filled, as an overlay (its writes are thrown away):
 * the packages are not downloaded a second time. Locally podman keeps each step's layer, so the next run reuses them;
 * in CI (a fresh machine, nothing to reuse) it keeps none but the image's own (--layers=false): committing the build
 * stage's gigabyte of dev dependencies as layers took a from-nothing build from 130 s to 180 s.
 */
export async function buildImage(tag: string, baseImage: string): Promise<void> {
  const machineCache = (await run('npm', ['config', 'get', 'cache'])).stdout.trim();
  const npmCache = existsSync(machineCache) ? ['--volume', `${machineCache}:/npm-cache:O`, '--build-arg', 'npm_config_cache=/npm-cache'] : [];
  const layers = process.env.CI ? ['--layers=false'] : [];
  await podman(['build', ...PODMAN_RUNTIME_FLAGS, '--format', 'docker', ...layers, ...npmCache, '--build-arg', `NODE_IMAGE=${baseImage}`, '-t', tag, projectPath()], {
    timeoutMs: 900_000,
  });
}
