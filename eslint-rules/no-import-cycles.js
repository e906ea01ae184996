import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * No two files import each other, directly or round a loop, counting every kind of import: values, `import type`,
 * `export … from` and `import()`. (eslint-plugin-import-x's no-cycle skips type-only imports, and a loop of types
 * still ties two modules into one: neither can be read, moved or tested alone.) The linted file's imports come from
 * its source as linted; the rest of the graph from the files on disk, read once per process and again when changed.
 */

const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const filesOnDisk = new Map();

function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, '.ts'));
  for (const suffix of CANDIDATE_SUFFIXES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The files a file on disk imports (relative imports only: packages cannot import us back). */
function importsOnDisk(file) {
  const modified = statSync(file).mtimeMs;
  const known = filesOnDisk.get(file);
  if (known && known.modified === modified) return known.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [...new Set(importedFiles.map((imported) => resolveRelative(file, imported.fileName)).filter(Boolean))];
  filesOnDisk.set(file, { modified, imports });
  return imports;
}

/** A path of imports from `start` back to `target`, or null. */
function pathBack(start, target) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, path] = stack.pop();
    if (file === target) return path;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOnDisk(file)) if (!seen.has(next)) stack.push([next, [...path, next]]);
  }
  return null;
}

const sourceOf = (node) => {
  const source = node.source ?? (node.type === 'TSImportType' ? node.argument?.literal ?? node.argument : null);
  return source?.type === 'Literal' && typeof source.value === 'string' ? source.value : null;
};

export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles, type-only imports included' },
    schema: [],
    messages: { cycle: 'Dependency cycle: {{ loop }}. Move what both need into a module of its own.' },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const check = (node) => {
      const specifier = sourceOf(node);
      const imported = specifier && resolveRelative(file, specifier);
      if (!imported || imported === file) return;
      const loop = pathBack(imported, file);
      if (loop) context.report({ node, messageId: 'cycle', data: { loop: [file, ...loop].map((step) => relative(root, step)).join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    };
  },
};

export default { rules: { 'no-import-cycles': noImportCycles } };
