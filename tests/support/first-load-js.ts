import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest, ManifestChunk } from 'vite';
import { projectPath } from '../../src/server/project-root.ts';

/**
 * What a page's first load costs in JavaScript, read from the production build: the scripts and
 * module preloads its HTML names, every chunk they import statically (from Vite's manifest), and
 * the islands that hydrate without any interaction ("load" and "idle") together with React.
 */
export interface FirstLoad {
  /** Built files, e.g. "assets/entry-client-abc.js". */
  files: string[];
  /** Bytes of inline scripts that run (JSON-LD and speculation rules are data, not code). */
  inlineScriptBytes: number;
}

const EAGER_STRATEGIES = new Set(['load', 'idle']);

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Island name → source module, read from the registry's import() calls. */
export async function readIslandModules(): Promise<Map<string, string>> {
  const registryPath = projectPath('src/client/islands/registry.ts');
  const source = await readFile(registryPath, 'utf8');
  const modules = new Map<string, string>();
  for (const match of source.matchAll(/['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    modules.set(match[1]!, join('src/client/islands', match[2]!).split('\\').join('/'));
  }
  if (modules.size === 0) throw new Error(`Found no islands in ${registryPath}: has its format changed?`);
  return modules;
}

function chunkByFile(manifest: Manifest): Map<string, [string, ManifestChunk]> {
  return new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, [key, chunk]]));
}

export function firstLoadOf(html: string, manifest: Manifest, islandModules: ReadonlyMap<string, string>): FirstLoad {
  const byFile = chunkByFile(manifest);
  const files = new Set<string>();
  const visitKey = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the Vite manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visitKey(next);
  };
  const visitFile = (url: string) => {
    const file = url.replace(/^\//, '');
    const entry = byFile.get(file);
    if (!entry) throw new Error(`The page loads ${url}, which the Vite manifest does not know`);
    visitKey(entry[0]);
  };

  let inlineScriptBytes = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1]!;
    const src = attr(attributes, 'src');
    const type = attr(attributes, 'type') ?? '';
    // The entry script is requested by an inline loader after the first paint (EntryScriptAfterFirstPaint.tsx).
    const loadedByInlineScript = attr(attributes, 'data-entry');
    if (loadedByInlineScript) visitFile(loadedByInlineScript);
    if (src) visitFile(src);
    else if (!/^(application\/ld\+json|speculationrules|application\/json)$/.test(type)) inlineScriptBytes += Buffer.byteLength(match[2]!);
  }
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(match[0], 'rel');
    if (rel === 'modulepreload' || (rel === 'preload' && attr(match[0], 'as') === 'script')) visitFile(attr(match[0], 'href')!);
  }
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry && files.has(chunk.file));
  for (const match of html.matchAll(/<[a-z]+\b[^>]*\sdata-island="([^"]+)"[^>]*>/g)) {
    const strategy = attr(match[0], 'data-hydrate') ?? 'load';
    if (!EAGER_STRATEGIES.has(strategy)) continue;
    const module = islandModules.get(match[1]!);
    if (!module) throw new Error(`Island "${match[1]}" is not in the island registry`);
    visitKey(module);
    // hydrateIsland() also imports React and react-dom/client: the entry's other lazy imports, save Sentry's.
    const islandSources = new Set(islandModules.values());
    for (const [, entry] of entries) {
      for (const key of entry.dynamicImports ?? []) {
        if (!islandSources.has(key) && !FORBIDDEN_IN_FIRST_LOAD.some((rule) => rule.modulePath.test(key))) visitKey(key);
      }
    }
  }
  return { files: [...files], inlineScriptBytes };
}

const gzipCache = new Map<string, number>();
export async function gzipSizeOf(clientDir: string, file: string): Promise<number> {
  const path = join(clientDir, file);
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(await readFile(path), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

/** First-load JavaScript of a page in gzip bytes, inline scripts included. */
export async function firstLoadGzipBytes(clientDir: string, load: FirstLoad, html: string): Promise<number> {
  const sizes = await Promise.all(load.files.map((file) => gzipSizeOf(clientDir, file)));
  const inline = load.inlineScriptBytes > 0 ? gzipSync(inlineScripts(html), { level: 9 }).length : 0;
  return sizes.reduce((sum, size) => sum + size, 0) + inline;
}

function inlineScripts(html: string): string {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !attr(match[1]!, 'src') && !/^(application\/ld\+json|speculationrules|application\/json)$/.test(attr(match[1]!, 'type') ?? ''))
    .map((match) => match[2])
    .join('\n');
}

/** Code that must never be part of a public page's first load, recognised by its module path or its contents. */
export const FORBIDDEN_IN_FIRST_LOAD = [
  { what: 'the voice SDK (@vapi-ai/web, Daily)', modulePath: /@vapi-ai|@daily-co/, content: /api\.vapi\.ai|daily-js|c\.daily\.co/ },
  { what: 'Sentry', modulePath: /@sentry|error-reporting/, content: /__SENTRY__|sentry\.javascript/ },
  { what: 'the admin', modulePath: /admin/i, content: undefined },
  { what: 'the charting library (chart.js)', modulePath: /chart\.js|chart-library/, content: undefined },
] as const satisfies readonly { what: string; modulePath: RegExp; content: RegExp | undefined }[];

/** Which forbidden code a set of built files contains, by manifest source path or by content. */
export async function forbiddenCodeIn(clientDir: string, files: readonly string[], manifest: Manifest): Promise<string[]> {
  const byFile = chunkByFile(manifest);
  const found: string[] = [];
  for (const file of files) {
    const [key, chunk] = byFile.get(file) ?? [file, undefined];
    const paths = [key, chunk?.src ?? '', chunk?.name ?? ''].join(' ');
    const content = await readFile(join(clientDir, file), 'utf8');
    for (const rule of FORBIDDEN_IN_FIRST_LOAD) {
      if (rule.modulePath.test(paths) || rule.content?.test(content)) found.push(`${rule.what} in ${file}`);
    }
  }
  return found;
}
