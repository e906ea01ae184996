import type { z } from 'zod';

/** Something wrong with a content file: which file, where in it (a field, or a line), and what to do. */
export interface ContentProblem {
  file: string;
  where?: string;
  message: string;
}

export const describeProblem = ({ file, where, message }: ContentProblem) => `${file}${where ? ` (${where})` : ''}: ${message}`;

/** Every problem found in the content folder, in one error: the build stops and lists them all. */
export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(`The content files need fixing (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}):\n  ${problems.map(describeProblem).join('\n  ')}`);
    this.name = 'ContentError';
  }
}

/** zod's findings as problems of a file, each naming its field ("hero.title", "date"). */
export function schemaProblems(file: string, error: z.ZodError, fieldPrefix = ''): ContentProblem[] {
  return error.issues.map((issue) => {
    const field = `${fieldPrefix}${issue.path.map(String).join('.')}`;
    if (issue.code === 'unrecognized_keys') {
      const unknown = issue.keys.join(', ');
      return { file, where: field || undefined, message: `unknown field ${unknown}: check its spelling, or remove it` };
    }
    return { file, where: field || undefined, message: issue.message };
  });
}
