import { z } from 'zod';
import { text } from './content-rules.ts';

/** The 404 page's words, content/<language>/pages/not-found.yaml. */
export const notFoundPageFile = z.strictObject({ title: text, text, homeLabel: text, contactLabel: text });

export type NotFoundPageFile = z.infer<typeof notFoundPageFile>;
