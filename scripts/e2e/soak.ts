/**
 * npm run test:e2e:soak -- [--runs 5] [--no-build]
 *
 * Runs the whole Playwright suite several times in a row against one build, with one CPU core kept
 * busy by a child process, and no retries: a test that fails at random shows up here instead of in
 * someone's submission. Prints passed / failed / flaky / skipped per run and in total, and exits 1
 * when any run had a failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectPath } from '../../src/server/project-root.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'no-build': { type: 'boolean', default: false } },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${args.runs}"`);

interface RunStats {
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
  exitCode: number | null;
  seconds: number;
}

/** Playwright's JSON report: only the totals are read. */
interface JsonReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const resultsRoot = join(process.env.DIST_DIR ?? projectPath('dist'), 'soak-results');

function build() {
  console.info('Building once for every run ...');
  const result = spawnSync(process.execPath, [projectPath('node_modules/tsx/dist/cli.mjs'), projectPath('scripts/build.ts')], {
    cwd: projectPath(),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed.');
}

/** A child process that spins on one core until it is killed. */
function startCpuBurner() {
  const burner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return {
    pid: burner.pid,
    stop: async () => {
      if (burner.exitCode !== null || burner.signalCode !== null) return;
      const exited = new Promise((done) => burner.once('exit', done));
      burner.kill('SIGKILL');
      await exited;
    },
  };
}

async function runSuite(run: number): Promise<RunStats> {
  const outputDir = join(resultsRoot, `run-${run}`);
  await mkdir(outputDir, { recursive: true });
  const reportFile = join(outputDir, 'report.json');
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [projectPath('node_modules/@playwright/test/cli.js'), 'test', '--retries=0', '--reporter=dot,json', `--output=${join(outputDir, 'artefacts')}`],
    { cwd: projectPath(), stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile } },
  );
  const exitCode = await new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const seconds = Math.round((Date.now() - started) / 1000);
  try {
    const { stats } = JSON.parse(await readFile(reportFile, 'utf8')) as JsonReport;
    return { passed: stats.expected, failed: stats.unexpected, flaky: stats.flaky, skipped: stats.skipped, exitCode, seconds };
  } catch {
    // No report: Playwright itself failed (config error, crash); count the run as failed.
    return { passed: 0, failed: 1, flaky: 0, skipped: 0, exitCode, seconds };
  }
}

const line = (label: string, stats: Omit<RunStats, 'exitCode'>) =>
  `${label}: ${stats.passed} passed, ${stats.failed} failed, ${stats.flaky} flaky, ${stats.skipped} skipped (${stats.seconds} s)`;

async function main() {
  if (!args['no-build']) build();
  const burner = startCpuBurner();
  console.info(`CPU burner running (pid ${burner.pid}); ${runs} runs of the whole browser suite, retries 0.`);
  const results: RunStats[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      console.info(`\n=== soak run ${run}/${runs} ===`);
      const stats = await runSuite(run);
      results.push(stats);
      console.info(line(`soak run ${run}/${runs}`, stats) + (stats.exitCode === 0 ? '' : `, exit code ${stats.exitCode}`));
    }
  } finally {
    await burner.stop();
  }

  console.info('\n=== soak summary ===');
  results.forEach((stats, index) => console.info(line(`run ${index + 1}`, stats)));
  const total = results.reduce(
    (sum, stats) => ({
      passed: sum.passed + stats.passed,
      failed: sum.failed + stats.failed,
      flaky: sum.flaky + stats.flaky,
      skipped: sum.skipped + stats.skipped,
      seconds: sum.seconds + stats.seconds,
    }),
    { passed: 0, failed: 0, flaky: 0, skipped: 0, seconds: 0 },
  );
  console.info(line('total', total));
  const clean = results.filter((stats) => stats.failed === 0 && stats.flaky === 0 && stats.exitCode === 0).length;
  console.info(`${clean} of ${runs} runs clean. Failure traces: ${resultsRoot}/run-N/artefacts`);
  if (clean !== runs) process.exitCode = 1;
}

await main();
