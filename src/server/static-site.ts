import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { basename, extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** Generated downloads are saved, not opened in the browser, under their own file name. */
  contentDisposition?: string;
}

export interface StaticSite {
  /** URL path to file: "/", "/solutions", "/assets/app-3f2a.js", "/robots.txt" */
  files: Map<string, StaticFile>;
  /** The site's 404 page (404.html). */
  notFoundPage: StaticFile | undefined;
  /** Every 404 page by the path prefix it answers for: "" for 404.html, "/es" for es/404.html (a language's own). */
  notFoundPages: Map<string, StaticFile>;
}

/** The 404 page for a path: its language's (the longest prefix that holds one), else the site's. */
export function notFoundPageFor(site: Pick<StaticSite, 'notFoundPages'>, path: string): StaticFile | undefined {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  for (let depth = segments.length; depth > 0; depth -= 1) {
    const page = site.notFoundPages.get(`/${segments.slice(0, depth).join('/')}`);
    if (page) return page;
  }
  return site.notFoundPages.get('');
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.woff2': 'font/woff2',
};

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML may change with each deploy: browsers and CDNs keep it briefly, then revalidate by ETag. */
export const CACHE_HTML = 'public, max-age=60, must-revalidate';
const CACHE_OTHER = 'public, max-age=3600';

/** Types worth compressing; images and archives are already compressed. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|xml|manifest\+json|javascript)|image\/svg\+xml)/.test(contentType);
}

/** Below this, compression saves less than the headers it costs. */
const MIN_COMPRESSED_BYTES = 1024;

export function isWorthCompressing(contentType: string, body: Buffer): boolean {
  return isCompressible(contentType) && body.length >= MIN_COMPRESSED_BYTES;
}

/**
 * Brotli's best level costs about 2 s for the 330 KB admin bundle on a busy 2-core machine; above this
 * size files compressed at start-up get level 5 (about 10 % larger, 15 times faster) to keep start-up fast.
 * Pages and the public bundles are far smaller.
 */
const LARGE_FILE_BYTES = 64 * 1024;
const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const brotliOptions = (body: Buffer, quality: number) => ({
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/** The build's compression: the smallest files, however long it takes. */
export function compressVariants(body: Buffer): { br: Buffer; gzip: Buffer } {
  return { br: brotliCompressSync(body, brotliOptions(body, 11)), gzip: gzipSync(body, { level: 9 }) };
}

/** Start-up's: on the thread pool, so files compress in parallel and the main thread stays free. */
async function compressAtStartUp(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gzip] = await Promise.all([
    brotliCompressAsync(body, brotliOptions(body, body.length > LARGE_FILE_BYTES ? 5 : 11)),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip };
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Build internals (Vite's `.vite/manifest.json`, any other dot-folder) are for the build, not for
 * visitors: they map every source file to its chunk. Only `.well-known` is public by convention.
 */
export function isBuildInternal(relativePath: string): boolean {
  return relativePath.split(sep).some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

function urlPathOf(relativePath: string): string {
  const posix = relativePath.split(sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'/index.html'.length)}`;
  return `/${posix}`;
}

export interface LoadOptions {
  /** Applied once at start-up to every compressible text file (pages, XML, scripts): e.g. SITE_URL. */
  transformText?: (text: string) => string;
  /** Applied to every HTML page once at start-up (runtime configuration in <head>). */
  transformHtml?: (html: string) => string;
}

/** The file's text after the start-up transforms, or undefined when they leave it as built. */
function transformed(body: Buffer, contentType: string, options: LoadOptions): Buffer | undefined {
  const isHtml = contentType.startsWith('text/html');
  if (!isCompressible(contentType) || (!options.transformText && !(isHtml && options.transformHtml))) return undefined;
  const built = body.toString('utf8');
  let text = options.transformText ? options.transformText(built) : built;
  if (isHtml && options.transformHtml) text = options.transformHtml(text);
  return text === built ? undefined : Buffer.from(text);
}

/**
 * Reads the whole built site into memory once. Pages and assets are small (well under a few MB),
 * and serving from memory avoids a file-system round trip per request.
 */
export async function loadStaticSite(dir: string, options: LoadOptions = {}): Promise<StaticSite> {
  const files = new Map<string, StaticFile>();
  const notFoundPages = new Map<string, StaticFile>();
  const paths = await listFiles(dir);
  const available = new Set(paths);

  const loadFile = async (path: string): Promise<StaticFile> => {
    const rel = relative(dir, path);
    const built = await readFile(path);
    const contentType = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
    const changed = transformed(built, contentType, options);
    const body = changed ?? built;
    // Each file is compressed once: by the build, or here when the build left it to start-up (pages, and
    // anything naming the site's address) or start-up changed it.
    const precompressed = !changed && available.has(`${path}.br`) && available.has(`${path}.gz`);
    const variants = precompressed
      ? { br: await readFile(`${path}.br`), gzip: await readFile(`${path}.gz`) }
      : isWorthCompressing(contentType, body)
        ? await compressAtStartUp(body)
        : {};
    const cacheControl = contentType.startsWith('text/html') ? CACHE_HTML : rel.startsWith(`assets${sep}`) ? CACHE_IMMUTABLE : CACHE_OTHER;
    const file: StaticFile = { body, ...variants, contentType, etag: etagOf(body), cacheControl };
    if (rel.startsWith(`downloads${sep}`)) file.contentDisposition = `attachment; filename="${basename(path).replace(/["\\]/g, '')}"`;
    return file;
  };
  const servable = paths.filter((path) => !path.endsWith('.br') && !path.endsWith('.gz') && !isBuildInternal(relative(dir, path)));
  // All at once: start-up compression runs on the thread pool, in parallel.
  const loaded = await Promise.all(servable.map(async (path) => [relative(dir, path), await loadFile(path)] as const));
  for (const [rel, file] of loaded) {
    const posix = rel.split(sep).join('/');
    if (posix === '404.html' || posix.endsWith('/404.html')) notFoundPages.set(posix === '404.html' ? '' : `/${posix.slice(0, -'/404.html'.length)}`, file);
    else files.set(urlPathOf(rel), file);
  }
  return { files, notFoundPage: notFoundPages.get(''), notFoundPages };
}

/** Picks br, then gzip, honouring q=0 refusals. */
export function negotiateEncoding(acceptEncoding: string | undefined, file: StaticFile): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.find((param) => param.trim().startsWith('q='));
    accepted.set(name, qParam ? Number(qParam.trim().slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*');
  const acceptable = (name: string) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (file.br && acceptable('br')) return 'br';
  if (file.gzip && acceptable('gzip')) return 'gzip';
  return undefined;
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, statusCode = 200) {
  const encoding = negotiateEncoding(request.headers['accept-encoding'], file);
  reply.header('content-type', file.contentType).header('cache-control', file.cacheControl).header('etag', file.etag);
  if (file.br || file.gzip) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  }
  if (file.contentDisposition) reply.header('content-disposition', file.contentDisposition);
  if (statusCode === 200 && etagMatches(request.headers['if-none-match'], file.etag)) {
    return reply.code(304).send();
  }
  const body = encoding ? file[encoding]! : file.body;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.code(statusCode).header('content-length', body.length).send(body);
}
