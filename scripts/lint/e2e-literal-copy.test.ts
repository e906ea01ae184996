import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { literalCopyIn } from './e2e-literal-copy.ts';

const folder = mkdtempSync(join(tmpdir(), 'e2e-literal-copy-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The literals the script finds in a test file holding these lines, with how each is marked. */
function found(lines: string[], kind: 'strings' | 'patterns') {
  const file = join(folder, 'sample.e2e.ts');
  writeFileSync(file, lines.join('\n'));
  return literalCopyIn(file, folder, kind).map(({ line, text, testData, formatCheck }) => ({ line, text, testData, formatCheck }));
}

describe('e2e-literal-copy', () => {
  it('counts a regular expression of words unmarked, and apart when marked test data or format check', () => {
    const literals = found(
      [
        "await page.getByRole('button', { name: /^Book / }).click();",
        "await expect(row).toHaveText(/Dana Whitfield/); // test data: the lead's name",
        '// Format check: Intl\'s Spanish day names.',
        'await expect(legend).toHaveText(/^(lunes|martes), \\d{1,2} de [a-z]+$/);',
        'await page.getByText(startingAs(BOOKING_TEXT.confirm)).click();',
      ],
      'patterns',
    );
    expect(literals).toEqual([
      { line: 1, text: '/^Book /', testData: false, formatCheck: false },
      { line: 2, text: '/Dana Whitfield/', testData: true, formatCheck: false },
      { line: 4, text: '/^(lunes|martes), \\d{1,2} de [a-z]+$/', testData: false, formatCheck: true },
    ]);
  });

  it('never takes a plain string for a format check: only test data marks one', () => {
    const literals = found(["await expect(local).toContainText('90 days'); // format check", "await page.getByText('Hello').click(); // test data"], 'strings');
    expect(literals).toEqual([
      { line: 1, text: "'90 days'", testData: false, formatCheck: false },
      { line: 2, text: "'Hello'", testData: true, formatCheck: false },
    ]);
  });
});
