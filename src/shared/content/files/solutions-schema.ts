import { z } from 'zod';
import { idsUsedOnce, icon, kebabId, list, priceFact, sentenceCount, text } from './content-rules.ts';

const plan = z.strictObject({ title: text, price: priceFact, period: text, text, includes: list(text, 'lines') });

const service = z.strictObject({
  id: kebabId,
  icon,
  title: text,
  description: text.refine((value) => sentenceCount(value) <= 2, 'is longer than two sentences: keep the card short'),
  features: list(text, 'features'),
});

const sampleCallLine = z.strictObject({ speaker: z.enum(['caller', 'assistant'], { error: 'must be caller or assistant' }), text });

/**
 * The Solutions page's words, content/<language>/pages/solutions.yaml: the price cards' words (the prices are facts,
 * {{setupRange}}, from content/business.yaml), the service categories and their services, each with an id that is
 * its anchor on the page. `categoryEyebrow` says a category's number of services as {{count}}. Lists may have any
 * length but must not be empty.
 */
export const solutionsPageFile = z
  .strictObject({
    hero: z.strictObject({
      eyebrow: text,
      title: text,
      lead: text,
      quoteLabel: text,
      sampleCall: z.strictObject({ caller: text, lines: list(sampleCallLine, 'lines'), outcome: text }),
    }),
    investment: z.strictObject({ eyebrow: text, heading: text, lead: text, setup: plan, monthly: plan, note: text }),
    categories: list(z.strictObject({ id: kebabId, title: text, lead: text, services: list(service, 'services') }), 'categories'),
    categoryEyebrow: text.refine((value) => value.includes('{{count}}'), 'must say the number of services as {{count}}, e.g. "{{count}} services"'),
    learnMoreLabel: text,
    closing: z.strictObject({ heading: text, text, demoLabel: text, callLabel: text }),
  })
  .superRefine(idsUsedOnce('categories', 'services'));

export type SolutionsPageFile = z.infer<typeof solutionsPageFile>;
