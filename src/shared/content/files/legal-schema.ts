import { z } from 'zod';
import { isoDate, KEBAB_CASE, realDate, text } from './content-rules.ts';
import type { LegalDocument } from '../types.ts';

/**
 * A legal text, content/<language>/legal/<name>.md: its title and dates as front matter; then its opening paragraphs,
 * and a section per `## Title {#anchor}` heading, with paragraphs, `### subheadings` and `- bullet lists`.
 */
/** A text may take effect on a later day than it is published; it cannot have been updated later than today. */
export const legalFrontMatter = z.strictObject({ title: text, effectiveDate: realDate, lastUpdated: isoDate });

export const legalBody = z.object({
  intro: z.array(text),
  sections: z
    .array(z.object({ id: z.string().regex(KEBAB_CASE, 'a section anchor ({#…}) must be lower-case words joined by hyphens'), title: text, blocks: z.array(z.unknown()).min(1, 'a section has no text under its heading') }))
    .min(1, 'has no sections: start each with a line "## Title {#anchor}"')
    .refine((sections) => new Set(sections.map((section) => section.id)).size === sections.length, 'two sections have the same anchor ({#…}): each needs its own'),
});

/** A legal text as the content carries it, before its {{facts}} are filled in. */
export type LegalFile = LegalDocument;

export const LEGAL_DOCUMENTS = ['privacy', 'terms'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];
