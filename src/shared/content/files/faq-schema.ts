import { z } from 'zod';
import { idsUsedOnce, kebabId, list, text } from './content-rules.ts';

const question = z.strictObject({ id: kebabId, question: text, answer: text });

/**
 * The questions and answers, content/<language>/pages/faq.yaml: shown on the Solutions page (with FAQPage data) and
 * quoted by the chat assistant. Each group's id, and each question's as faq-<id> (/solutions#faq-cost), is its anchor on the
 * page, the same in every language. Groups and questions may be any number but not none.
 */
export const faqPageFile = z
  .strictObject({
    eyebrow: text,
    heading: text,
    groups: list(z.strictObject({ id: kebabId, title: text, items: list(question, 'questions') }), 'groups'),
  })
  .superRefine(idsUsedOnce('groups', 'items'));

export type FaqPageFile = z.infer<typeof faqPageFile>;
