import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order on a fresh clone (no timings cached yet) is largest file first. The files below are small but
 * run for minutes (a container image build, two site builds and a pruned install, whole server processes): started
 * last, they ran alone at the end while the other worker sat idle. Started first, the many short files fill the other
 * worker around them.
 */
const HEAVY_FILES = [
  'tests/api/container-image.test.ts',
  'tests/api/deploy-from-a-copy.test.ts',
  'tests/api/production-stack.test.ts',
  'tests/api/data-dir-permissions.test.ts',
  'tests/api/server-process.test.ts',
  'tests/api/backup-restore.test.ts',
];

const heaviness = (spec: TestSpecification) => {
  const index = HEAVY_FILES.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? HEAVY_FILES.length : index;
};

export class HeavyFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted.map((spec, position) => ({ spec, position })).sort((a, b) => heaviness(a.spec) - heaviness(b.spec) || a.position - b.position).map(({ spec }) => spec);
  }
}
