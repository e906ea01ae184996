import type { LegalBlock, LegalDocument } from '../../content/types.ts';
import { asSentence, sentencesOf, type KnowledgeDocument } from './knowledge-document.ts';

/**
 * A legal page, one clause a chunk: each paragraph, and each list item with the sentence that introduces
 * its list, under its section (and sub-heading). All chunks of a section link that section's anchor, so a
 * reply quotes the clause that holds the fact (the period, the notice, the address) and cites its section.
 */
export function legalDocuments(document: LegalDocument, path: string): KnowledgeDocument[] {
  return document.sections.flatMap((section) => {
    const chunks: KnowledgeDocument[] = [];
    let subheading = '';
    let leadIn = '';
    const add = (passages: string[], context: string) =>
      chunks.push({
        id: `${path.slice(1)}:${section.id}:${chunks.length}`,
        title: `${document.title}: ${section.title}`,
        href: `${path}#${section.id}`,
        keywords: `${section.title} ${subheading} ${context}`.trim(),
        passages,
      });
    for (const block of section.blocks as readonly LegalBlock[]) {
      if (block.kind === 'subheading') {
        subheading = block.text;
        leadIn = '';
      } else if (block.kind === 'paragraph') {
        add(sentencesOf(block.text), '');
        leadIn = block.text;
      } else {
        for (const item of block.items) add(sentencesOf(asSentence(item)), leadIn);
      }
    }
    return chunks;
  });
}
