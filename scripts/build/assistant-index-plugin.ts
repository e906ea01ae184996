import type { Plugin } from 'vite';
import { knowledgeDocuments } from '../../src/shared/assistant/knowledge/knowledge-documents.ts';
import { buildKnowledgeIndex, serializeKnowledgeIndex } from '../../src/shared/assistant/knowledge/knowledge-index.ts';

export const ASSISTANT_INDEX_MODULE = 'virtual:assistant-index';
const RESOLVED_ID = `\0${ASSISTANT_INDEX_MODULE}`;

/**
 * Indexes the site's content with MiniSearch when the bundle is built and serves the serialized
 * index as `virtual:assistant-index` (a JSON string). Only the chat's lazy chunk imports it, so
 * pages never load it; the browser just deserializes, it never indexes.
 */
export function assistantIndexPlugin(): Plugin {
  return {
    name: 'assistant-index',
    resolveId: (source) => (source === ASSISTANT_INDEX_MODULE ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const json = serializeKnowledgeIndex(buildKnowledgeIndex(knowledgeDocuments()));
      return `export default ${JSON.stringify(json)};`;
    },
  };
}
