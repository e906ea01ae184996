import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * `tsc --noEmit` over the whole project, as a child process: the build starts it first and runs beside it (Vite
 * does not check types), and fails with tsc's own report when it finds an error. Resolves to that error, or to
 * undefined when the types hold, so a failure early in the build is reported where the build waits for it.
 */
export function typeCheckProject(root: string): Promise<Error | undefined> {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '--pretty', 'false'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    // A build that fails elsewhere first does not leave tsc running.
    const stop = () => child.kill();
    process.once('exit', stop);
    let report = '';
    child.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (report += chunk.toString()));
    child.on('error', resolve);
    child.on('close', (code) => {
      process.off('exit', stop);
      resolve(code === 0 ? undefined : new Error(`The types do not hold (tsc --noEmit):\n${report.trim()}`));
    });
  });
}
