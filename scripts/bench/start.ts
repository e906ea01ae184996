/**
 * npm run bench:start [-- --runs 5]
 *
 * How soon `npm start` answers on an existing build and data folder, as an operator restarting the
 * site meets it. Builds if there is no build, starts once to create the embedded database, then times
 * `--runs` restarts from spawn to the first 200 from /healthz, from / (a page) and from /readyz
 * (database open and migrated). Prints each run, then the median and the worst.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectPath } from '../../src/server/project-root.ts';
import { candidatePort, ensureBuild } from '../lib/local-processes.ts';
import { median } from '../lib/statistics.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number(args.runs) || 5);
const PROBES = ['/healthz', '/', '/readyz'] as const;
type Timings = Record<(typeof PROBES)[number], number>;

const answers = (url: string) => fetch(url).then((response) => response.status === 200, () => false);

async function timeStart(dataDir: string): Promise<Timings> {
  const port = await candidatePort();
  const began = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: projectPath(),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    detached: true,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const timings: Partial<Timings> = {};
  try {
    while (PROBES.some((path) => timings[path] === undefined)) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (performance.now() - began > 60_000) throw new Error('npm start did not answer within 60 s');
      for (const path of PROBES) {
        if (timings[path] === undefined && (await answers(`http://127.0.0.1:${port}${path}`))) timings[path] = performance.now() - began;
      }
      await new Promise((wait) => setTimeout(wait, 20));
    }
    return timings as Timings;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

ensureBuild(projectPath('dist'));
const dataDir = await mkdtemp(join(tmpdir(), 'bench-start-'));
try {
  console.info('First start (creates the embedded database):', seconds((await timeStart(dataDir))['/readyz']));
  const measured: Timings[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const timings = await timeStart(dataDir);
    measured.push(timings);
    console.info(`Restart ${run}: ${PROBES.map((path) => `${path} ${seconds(timings[path])}`).join(', ')}`);
  }
  for (const path of PROBES) {
    const values = measured.map((timings) => timings[path]);
    console.info(`${path.padEnd(8)} median ${seconds(median(values))}, worst ${seconds(Math.max(...values))}`);
  }
  console.info(`Load average during the runs: ${loadavg()[0]!.toFixed(2)} (${runs} restarts, npm start on ${projectPath('dist')})`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
