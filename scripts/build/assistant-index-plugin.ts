import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { LOCALES, isLocale, type Locale } from '../../src/shared/i18n/locales.ts';
import { knowledgeDocuments } from '../../src/shared/assistant/knowledge/knowledge-documents.ts';
import { buildKnowledgeIndex, serializeKnowledgeIndex } from '../../src/shared/assistant/knowledge/knowledge-index.ts';

/** One module per language: `virtual:assistant-index-en`, `virtual:assistant-index-es` (the chunks are named after them). */
export const ASSISTANT_INDEX_MODULE = 'virtual:assistant-index';
const RESOLVED_PREFIX = `\0${ASSISTANT_INDEX_MODULE}-`;

/** The module a language's lazy chunk imports: that language's serialized index as a JSON string. */
export function assistantIndexModule(locale: Locale = 'en'): string {
  return `export default ${JSON.stringify(serializeKnowledgeIndex(buildKnowledgeIndex(knowledgeDocuments(locale), locale)))};`;
}

/** "156.7 KB raw, 41.8 KB gzip": how big a chunk is, and what the visitor downloads. */
export function describeSize(code: string): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  return `${kb(Buffer.byteLength(code))} raw, ${kb(gzipSync(code, { level: 9 }).length)} gzip`;
}

/**
 * Indexes each language's content with MiniSearch when the bundle is built and serves the serialized
 * index as `virtual:assistant-index-<locale>` (a JSON string). Only the chat's lazy loader imports them, one
 * chunk per language, so pages never load them and a page loads only its language's; the browser just
 * deserializes, it never indexes. The build prints the size of each chunk.
 */
export function assistantIndexPlugin(): Plugin {
  const localeOf = (id: string) => {
    const locale = id.startsWith(RESOLVED_PREFIX) ? id.slice(RESOLVED_PREFIX.length) : undefined;
    return isLocale(locale) ? locale : undefined;
  };
  return {
    name: 'assistant-index',
    resolveId: (source) => (LOCALES.some((locale) => source === `${ASSISTANT_INDEX_MODULE}-${locale}`) ? `\0${source}` : undefined),
    load: (id) => {
      const locale = localeOf(id);
      return locale ? assistantIndexModule(locale) : undefined;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        const locale = output.type === 'chunk' ? output.moduleIds.map(localeOf).find(Boolean) : undefined;
        if (output.type === 'chunk' && locale) {
          this.info(`assistant index chunk (${locale}) ${output.fileName}: ${describeSize(output.code)} (loaded when the chat opens)`);
        }
      }
    },
  };
}
