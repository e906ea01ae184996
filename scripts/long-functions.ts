/**
 * Lists the functions longer than a limit (100 lines by default, the house rule) in a folder's TypeScript, tests left
 * out unless asked: `npx tsx scripts/long-functions.ts [folder=src] [--max 100] [--tests]`. A function counts from
 * the line it starts on to the line it ends on; one nested in another is listed on its own when it is too long too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface LongFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
}

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.(test|spec|e2e)\.(ts|tsx)$/;

function sourceFiles(folder: string, withTests: boolean): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && (withTests || !TEST.test(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The name a reader would look the function up by: its own, its variable's, its property's, or where it is passed. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(source).slice(0, 40)})`;
  return '(anonymous)';
}

export function longFunctionsIn(file: string, maxLines: number, root = process.cwd()): LongFunction[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > maxLines) found.push({ file: relative(root, file), name: nameOf(node as ts.FunctionLikeDeclaration, source), line: first + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function longFunctions(folder: string, maxLines: number, withTests = false): LongFunction[] {
  return sourceFiles(folder, withTests).flatMap((file) => longFunctionsIn(file, maxLines));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const maxAt = args.indexOf('--max');
  const maxLines = maxAt >= 0 ? Number(args[maxAt + 1]) : 100;
  const folder = args.find((arg, index) => !arg.startsWith('--') && index !== maxAt + 1) ?? 'src';
  const found = longFunctions(folder, maxLines, args.includes('--tests'));
  for (const entry of found.sort((a, b) => b.lines - a.lines)) console.info(`${entry.lines}\t${entry.file}:${entry.line}\t${entry.name}`);
  console.info(`${found.length} function(s) over ${maxLines} lines in ${folder}`);
}
