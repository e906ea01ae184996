import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { knowledgeDocuments } from '../../src/shared/assistant/knowledge/knowledge-documents.ts';
import { buildKnowledgeIndex, serializeKnowledgeIndex } from '../../src/shared/assistant/knowledge/knowledge-index.ts';

export const ASSISTANT_INDEX_MODULE = 'virtual:assistant-index';
const RESOLVED_ID = `\0${ASSISTANT_INDEX_MODULE}`;

/** The module the chat's lazy chunk imports: the serialized index as a JSON string. */
export function assistantIndexModule(): string {
  return `export default ${JSON.stringify(serializeKnowledgeIndex(buildKnowledgeIndex(knowledgeDocuments())))};`;
}

/** "156.7 KB raw, 41.8 KB gzip": how big a chunk is, and what the visitor downloads. */
export function describeSize(code: string): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  return `${kb(Buffer.byteLength(code))} raw, ${kb(gzipSync(code, { level: 9 }).length)} gzip`;
}

/**
 * Indexes the site's content with MiniSearch when the bundle is built and serves the serialized
 * index as `virtual:assistant-index` (a JSON string). Only the chat's lazy chunk imports it, so
 * pages never load it; the browser just deserializes, it never indexes. The build prints the size
 * of the chunk that holds it.
 */
export function assistantIndexPlugin(): Plugin {
  return {
    name: 'assistant-index',
    resolveId: (source) => (source === ASSISTANT_INDEX_MODULE ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? assistantIndexModule() : undefined),
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.moduleIds.includes(RESOLVED_ID)) {
          this.info(`assistant index chunk ${output.fileName}: ${describeSize(output.code)} (loaded when the chat opens)`);
        }
      }
    },
  };
}
