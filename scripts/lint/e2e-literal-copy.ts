/**
 * Counts the literal words the browser tests look for on the page, so the figure issue 35 asks about can be
 * reproduced: `npx tsx scripts/lint/e2e-literal-copy.ts [folder=tests/e2e] [--list] [--all]`.
 *
 * One rule: a quoted string with a letter in it (a '…', "…" or `…` without `${}`; regular expressions are not
 * counted) given straight to getByText, getByLabel, getByLabelText, getByPlaceholder, toHaveText or toContainText,
 * or as `name` in getByRole's options, or as `hasText` in any options object. A string built from a copy module
 * (`${copy.title}`, copy.title, copy.title.replace(…)) is not a literal.
 *
 * Test data (what a test types, a made-up lead, a fake provider's reply) is no copy and may stay literal; mark it
 * with a `test data` comment on its line or the line above, and it is counted apart. So is a regular expression that
 * checks a format and holds no copy, only a language's day or month names (Intl's /^(lunes|martes|…), \d{1,2} de/):
 * mark it `format check`. `--list` prints every unmarked literal, `--all` the marked ones too. `--patterns` counts
 * and lists the regular expressions with words at the same places instead (/^More: Do you integrate/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface LiteralCopy {
  file: string;
  line: number;
  /** The call or option the literal is given to, e.g. getByText or getByRole name. */
  where: string;
  text: string;
  testData: boolean;
  /** Marked `format check`: a regular expression of a date or time format, no copy. */
  formatCheck: boolean;
}

const ARGUMENT_CALLS = new Set(['getByText', 'getByLabel', 'getByLabelText', 'getByPlaceholder', 'toHaveText', 'toContainText']);
const TEST_DATA_MARK = /test data/i;
const FORMAT_CHECK_MARK = /format check/i;

type Quoted = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression | ts.RegularExpressionLiteral;
type Kind = 'strings' | 'patterns';

/** The words a quoted string writes out itself: all of a plain one, the parts of a template between its `${}`. */
function ownWords(node: Quoted): string {
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  if (ts.isRegularExpressionLiteral(node)) return node.text.slice(1, node.text.lastIndexOf('/')).replace(/\\[a-zA-Z]/g, ' ');
  return node.text;
}

const isQuoted = (node: ts.Node, kind: Kind): node is Quoted =>
  kind === 'patterns'
    ? ts.isRegularExpressionLiteral(node)
    : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

const isQuotedWords = (node: ts.Node, kind: Kind): node is Quoted => isQuoted(node, kind) && /\p{L}/u.test(ownWords(node));

/** The literals an argument holds: itself, or each item of an array of them (toHaveText(['a', 'b'])). */
function literalsIn(node: ts.Expression, kind: Kind): Quoted[] {
  if (isQuotedWords(node, kind)) return [node];
  if (ts.isArrayLiteralExpression(node)) return node.elements.filter((element) => isQuotedWords(element, kind));
  return [];
}

function propertyLiteral(object: ts.Node, property: string, kind: Kind): Quoted[] {
  if (!ts.isObjectLiteralExpression(object)) return [];
  return object.properties.flatMap((entry) =>
    ts.isPropertyAssignment(entry) && entry.name.getText() === property ? literalsIn(entry.initializer, kind) : [],
  );
}

function calledName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  if (ts.isIdentifier(callee)) return callee.text;
  return undefined;
}

/** The mark is on the literal's line, or in a comment on the line above. */
function marked(mark: RegExp, lines: string[], line: number): boolean {
  return mark.test(lines[line] ?? '') || /^\s*(\/\/|\/\*|\*)/.test(lines[line - 1] ?? '') && mark.test(lines[line - 1] ?? '');
}

export function literalCopyIn(file: string, root = process.cwd(), kind: Kind = 'strings'): LiteralCopy[] {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: LiteralCopy[] = [];
  const record = (node: Quoted, where: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    const testData = marked(TEST_DATA_MARK, lines, line);
    const formatCheck = !testData && ts.isRegularExpressionLiteral(node) && marked(FORMAT_CHECK_MARK, lines, line);
    found.push({ file: relative(root, file), line: line + 1, where, text: node.getText(source), testData, formatCheck });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calledName(node);
      const [first, second] = node.arguments;
      if (name && ARGUMENT_CALLS.has(name) && first) literalsIn(first, kind).forEach((literal) => record(literal, name));
      if (name === 'getByRole' && second) propertyLiteral(second, 'name', kind).forEach((literal) => record(literal, 'getByRole name'));
    }
    if (ts.isObjectLiteralExpression(node)) propertyLiteral(node, 'hasText', kind).forEach((literal) => record(literal, 'hasText'));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(folder, entry.name))
    .sort();
}

function main(args: string[]): void {
  const folder = args.find((arg) => !arg.startsWith('--')) ?? 'tests/e2e';
  const list = args.includes('--list');
  const all = args.includes('--all');
  const kind: Kind = args.includes('--patterns') ? 'patterns' : 'strings';
  const found = testFiles(folder).flatMap((file) => literalCopyIn(file, process.cwd(), kind));
  const byFile = new Map<string, { copy: number; testData: number; formatCheck: number }>();
  for (const literal of found) {
    const counts = byFile.get(literal.file) ?? { copy: 0, testData: 0, formatCheck: 0 };
    counts[literal.testData ? 'testData' : literal.formatCheck ? 'formatCheck' : 'copy'] += 1;
    byFile.set(literal.file, counts);
  }
  const marks = (counts: { testData: number; formatCheck: number }) =>
    [counts.testData ? `${counts.testData} marked test data` : '', counts.formatCheck ? `${counts.formatCheck} marked format checks` : ''].filter(Boolean).join(', ');
  for (const [file, counts] of byFile) {
    const marked = marks(counts);
    console.info(`${String(counts.copy + counts.testData + counts.formatCheck).padStart(4)}  ${file}${marked ? `  (${marked})` : ''}`);
  }
  const testData = found.filter((literal) => literal.testData).length;
  const formatCheck = found.filter((literal) => literal.formatCheck).length;
  const totals = marks({ testData, formatCheck });
  console.info(
    `${String(found.length).padStart(4)}  total literal ${kind === 'patterns' ? 'regular expressions' : 'strings'} (${found.length - testData - formatCheck} unmarked${totals ? `, ${totals}` : ''})`,
  );
  if (list || all) {
    console.info('');
    for (const literal of found.filter((entry) => all || !(entry.testData || entry.formatCheck))) {
      const mark = literal.testData ? '  [test data]' : literal.formatCheck ? '  [format check]' : '';
      console.info(`${literal.file}:${literal.line}  ${literal.where}  ${JSON.stringify(literal.text)}${mark}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
