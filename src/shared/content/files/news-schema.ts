import { z } from 'zod';
import { isoDate, sentenceCount, text } from './content-rules.ts';

/**
 * A news article's file, content/<language>/news/<slug>.md: front matter that says what it is, then its paragraphs.
 * Coverage is our summary of another outlet's story (it names the outlet); a press release is our own.
 */
const excerpt = text.refine((value) => sentenceCount(value) <= 2, 'is longer than two sentences: keep the card short, the article says the rest');

const common = { title: text, date: isoDate, excerpt };

export const coverageFrontMatter = z.strictObject({ kind: z.literal('coverage'), ...common, publication: text, category: text });
export const pressReleaseFrontMatter = z.strictObject({ kind: z.literal('press-release'), ...common });

export const ARTICLE_KINDS = ['coverage', 'press-release'] as const;

export const articleFrontMatter = z.discriminatedUnion('kind', [coverageFrontMatter, pressReleaseFrontMatter], {
  error: () => `kind must be one of ${ARTICLE_KINDS.join(', ')}: "coverage" for another outlet's story, "press-release" for our own`,
});

export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;

/** An article as the content carries it: its front matter, its slug (the file's name) and its paragraphs. */
export type ArticleFile = ArticleFrontMatter & { slug: string; body: readonly string[] };

/** The News page's own words, content/<language>/pages/news.yaml; `summaryOf` names the outlet as {{publication}}, `paging.page` a page as {{number}}. */
export const newsPageFile = z.strictObject({
  hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
  featuredHeading: text,
  coverageEyebrow: text,
  pressHeading: text,
  pressEyebrow: text,
  pressReleaseLabel: text,
  readMoreLabel: text,
  summaryOf: text.refine((value) => value.includes('{{publication}}'), 'must name the outlet as {{publication}}'),
  mediaResources: z.strictObject({ heading: text, text, downloadLabel: text, fileType: text, contactLabel: text }),
  paging: z.strictObject({ label: text, page: text.refine((value) => value.includes('{{number}}'), 'must say the page\'s number as {{number}}') }),
});

export type NewsPageFile = z.infer<typeof newsPageFile>;
