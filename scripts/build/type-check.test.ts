import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { typeCheckProject } from './type-check.ts';

/** The build's type check (scripts/build.ts waits for it): a project whose types do not hold fails with tsc's report. */
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const project = (source: string) => {
  const folder = mkdtempSync(join(tmpdir(), 'type-check-'));
  folders.push(folder);
  writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, include: ['*.ts'] }));
  writeFileSync(join(folder, 'price.ts'), source);
  return folder;
};

// tsc takes seconds to start on a busy machine: the two run at once.
describe.concurrent('the build type-checks', { timeout: 60_000 }, () => {
  it('passes a project whose types hold', async () => {
    expect(await typeCheckProject(project('export const monthly: number = 500;\n'))).toBeUndefined();
  });

  it('fails with the file, the line and tsc\'s message when they do not', async () => {
    const error = await typeCheckProject(project('export const monthly: number = "500";\n'));
    expect(error?.message).toMatch(/^The types do not hold \(tsc --noEmit\):\nprice\.ts\(1,14\): error TS2322: Type 'string' is not assignable to type 'number'/);
  });
});
