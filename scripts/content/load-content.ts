import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { LOCALES, type Locale } from '../../src/shared/i18n/locales.ts';
import type { ContentFiles, LanguageFiles } from '../../src/shared/content/files/content-model.ts';
import { KEBAB_CASE } from '../../src/shared/content/files/content-rules.ts';
import { businessFile, businessWordsFile } from '../../src/shared/content/files/business-schema.ts';
import { CHROME_TEMPLATE_VALUES, chromeFile } from '../../src/shared/content/files/chrome-schema.ts';
import { faqPageFile } from '../../src/shared/content/files/faq-schema.ts';
import { homePageFile } from '../../src/shared/content/files/home-schema.ts';
import { financialsFile, investorsPageFile, type FinancialsFile } from '../../src/shared/content/files/investors-schema.ts';
import { LEGAL_DOCUMENTS, legalBody, legalFrontMatter, type LegalDocumentName, type LegalFile } from '../../src/shared/content/files/legal-schema.ts';
import { articleFrontMatter, newsPageFile, type ArticleFile } from '../../src/shared/content/files/news-schema.ts';
import { notFoundPageFile } from '../../src/shared/content/files/pages-schema.ts';
import { siteFile } from '../../src/shared/content/files/site-schema.ts';
import { solutionsPageFile } from '../../src/shared/content/files/solutions-schema.ts';
import { ContentError, schemaProblems, type ContentProblem } from './content-problems.ts';
import { pageTwinProblems } from './page-twins.ts';
import { legalBodyOf, paragraphsOf, parseYaml, splitFrontMatter, unknownFacts } from './parse-content-file.ts';

/**
 * Reads content/: each language's folder (en/, es/, …) with its articles (news/<slug>.md) and its YAML files, checks
 * every file against its schema and every language against English (the same files, the same dates and kinds), and
 * returns it all, or throws a ContentError that lists every problem with its file.
 */

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const contentFolder = (root = PROJECT_ROOT) => join(root, 'content');

class FolderReader {
  readonly problems: ContentProblem[] = [];
  constructor(readonly root: string) {}

  name(path: string) {
    return relative(this.root, path).split('\\').join('/');
  }

  read(path: string): string | undefined {
    if (existsSync(path)) return readFileSync(path, 'utf8');
    const inLanguage = /^content\/[a-z]{2}\//.test(this.name(path));
    this.problems.push({ file: this.name(path), message: inLanguage ? 'is missing: every language has this file (copy the English one and translate it)' : 'is missing: the site needs it' });
    return undefined;
  }

  /** A YAML file checked against its schema. */
  yaml<T>(path: string, schema: z.ZodType<T>, allowedFacts: readonly string[] = []): T | undefined {
    const source = this.read(path);
    if (source === undefined) return undefined;
    const file = this.name(path);
    const { value, problems } = parseYaml(source, file);
    this.problems.push(...problems, ...unknownFacts(value, file, allowedFacts));
    if (problems.length > 0) return undefined;
    const result = schema.safeParse(value ?? {});
    if (!result.success) this.problems.push(...schemaProblems(file, result.error));
    return result.data;
  }

  article(path: string, slug: string): ArticleFile | undefined {
    const file = this.name(path);
    if (!KEBAB_CASE.test(slug)) {
      this.problems.push({ file, message: 'the file name is the article\'s address (/news/<name>): use lower-case words joined by hyphens, e.g. new-office-opens.md' });
    }
    const { value: split, problems } = splitFrontMatter(readFileSync(path, 'utf8'), file);
    const { value: body, problems: bodyProblems } = paragraphsOf(split.body, file, split.bodyLine);
    this.problems.push(...problems, ...bodyProblems, ...unknownFacts([split.data, body], file));
    if (problems.length > 0) return undefined;
    const result = articleFrontMatter.safeParse(split.data ?? {});
    if (!result.success) {
      this.problems.push(...schemaProblems(file, result.error));
      return undefined;
    }
    return { ...result.data, slug, body };
  }

  legal(path: string): LegalFile | undefined {
    const source = this.read(path);
    if (source === undefined) return undefined;
    const file = this.name(path);
    const { value: split, problems } = splitFrontMatter(source, file);
    const { value: body, problems: bodyProblems } = legalBodyOf(split.body, file, split.bodyLine);
    this.problems.push(...problems, ...bodyProblems, ...unknownFacts([split.data, body], file));
    const front = legalFrontMatter.safeParse(split.data ?? {});
    const checkedBody = legalBody.safeParse(body);
    if (!front.success) this.problems.push(...schemaProblems(file, front.error));
    if (!checkedBody.success) this.problems.push(...schemaProblems(file, checkedBody.error));
    return front.success && checkedBody.success && problems.length === 0 ? ({ ...front.data, ...body } as LegalFile) : undefined;
  }

  articles(folder: string): ArticleFile[] {
    if (!existsSync(folder)) return [];
    const entries = readdirSync(folder).sort();
    for (const stray of entries.filter((entry) => !entry.endsWith('.md'))) {
      this.problems.push({ file: this.name(join(folder, stray)), message: 'is not an article: only Markdown files (.md) belong in a news folder' });
    }
    const articles = entries.filter((entry) => entry.endsWith('.md')).flatMap((entry) => this.article(join(folder, entry), entry.slice(0, -3)) ?? []);
    return articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  }
}

function loadLanguage(reader: FolderReader, locale: Locale): LanguageFiles {
  const folder = join(contentFolder(reader.root), locale);
  return {
    business: reader.yaml(join(folder, 'business.yaml'), businessWordsFile),
    site: reader.yaml(join(folder, 'site.yaml'), siteFile),
    chrome: reader.yaml(join(folder, 'chrome.yaml'), chromeFile, CHROME_TEMPLATE_VALUES),
    articles: reader.articles(join(folder, 'news')),
    legal: Object.fromEntries(LEGAL_DOCUMENTS.map((name) => [name, reader.legal(join(folder, 'legal', `${name}.md`))])) as Record<LegalDocumentName, LegalFile>,
    pages: {
      home: reader.yaml(join(folder, 'pages', 'home.yaml'), homePageFile),
      solutions: reader.yaml(join(folder, 'pages', 'solutions.yaml'), solutionsPageFile, ['count']),
      faq: reader.yaml(join(folder, 'pages', 'faq.yaml'), faqPageFile),
      news: reader.yaml(join(folder, 'pages', 'news.yaml'), newsPageFile, ['publication', 'number']),
      notFound: reader.yaml(join(folder, 'pages', 'not-found.yaml'), notFoundPageFile),
      investors: reader.yaml(join(folder, 'pages', 'investors.yaml'), investorsPageFile),
    },
  } as LanguageFiles;
}

/** Each language has the articles English has, no more, each with English's kind, date and outlet. */
function twinProblems(files: Record<Locale, LanguageFiles>, reader: FolderReader): ContentProblem[] {
  const articleFile = (locale: Locale, slug: string) => reader.name(join(contentFolder(reader.root), locale, 'news', `${slug}.md`));
  const english = new Map(files.en.articles.map((article) => [article.slug, article]));
  return LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => {
    const translated = new Map(files[locale].articles.map((article) => [article.slug, article]));
    // A file that is there but has mistakes of its own is not missing: its own problems say what to fix.
    const exists = (language: Locale, slug: string) => existsSync(join(reader.root, articleFile(language, slug)));
    const missing = [...english.keys()].filter((slug) => !translated.has(slug) && !exists(locale, slug));
    const extra = [...translated.keys()].filter((slug) => !english.has(slug) && !exists('en', slug));
    const differing = [...translated.values()].flatMap((article) => {
      const original = english.get(article.slug);
      if (!original) return [];
      const facts = (item: ArticleFile) => [item.kind, item.date, item.kind === 'coverage' ? item.publication : ''];
      const [kind, date, outlet] = facts(original);
      return facts(article).join('|') === [kind, date, outlet].join('|')
        ? []
        : [{ file: articleFile(locale, article.slug), message: `says something else than its twin ${articleFile('en', article.slug)}: the kind, date and publication must be the same (${kind}, ${date}${outlet ? `, ${outlet}` : ''})` }];
    });
    return [
      ...missing.map((slug) => ({ file: articleFile(locale, slug), message: `is missing: ${articleFile('en', slug)} has no twin in this language (add the translation under this name)` })),
      ...extra.map((slug) => ({ file: articleFile(locale, slug), message: `has no English twin ${articleFile('en', slug)}: add it, or rename this file to its English twin's name` })),
      ...differing,
    ];
  });
}

/** Each language's legal texts have English's sections, in its order, and its dates. */
function legalTwinProblems(files: Record<Locale, LanguageFiles>): ContentProblem[] {
  const shape = (document: LegalFile) => [document.effectiveDate, document.lastUpdated, ...document.sections.map((section) => `{#${section.id}}`)];
  return LOCALES.filter((locale) => locale !== 'en').flatMap((locale) =>
    LEGAL_DOCUMENTS.flatMap((name) => {
      const [english, translated] = [files.en.legal[name], files[locale].legal[name]];
      if (!english || !translated) return [];
      const [ours, theirs] = [shape(english), shape(translated)];
      const at = ours.findIndex((part, index) => part !== theirs[index]);
      if (at === -1 && ours.length === theirs.length) return [];
      const file = (language: Locale) => `content/${language}/legal/${name}.md`;
      const found = at === -1 ? `it has more sections than ${ours.length - 2}` : `English has ${ours[at]} where it has ${theirs[at] ?? 'nothing'}`;
      return [{ file: file(locale), message: `differs from its twin ${file('en')}: the dates and the sections' anchors, in order, must be the same (${found})` }];
    }),
  );
}

/**
 * Each language's Investors page lists English's metric values, highlight icons and document ids, in its order, and
 * labels exactly the rows of content/financials.yaml.
 */
function investorsProblems(files: Record<Locale, LanguageFiles>, financials: FinancialsFile | undefined): ContentProblem[] {
  const file = (locale: Locale) => `content/${locale}/pages/investors.yaml`;
  const english = files.en.pages.investors;
  return LOCALES.flatMap((locale) => {
    const page = files[locale].pages.investors;
    if (!page) return [];
    const problems: ContentProblem[] = [];
    const rowIds = financials?.rows.map((row) => row.id) ?? [];
    const labelled = Object.keys(page.financials.rows);
    if (financials && (labelled.length !== rowIds.length || rowIds.some((id) => !labelled.includes(id)))) {
      problems.push({ file: file(locale), where: 'financials.rows', message: `must give a label to each row of content/financials.yaml and no other: ${rowIds.join(', ')}` });
    }
    if (locale === 'en' || !english) return problems;
    const lists = [
      ['metrics', 'values', (item: InvestorsPage) => item.metrics.map((metric) => metric.value)],
      ['highlights', 'icons', (item: InvestorsPage) => item.highlights.map((highlight) => highlight.icon)],
      ['documents', 'ids', (item: InvestorsPage) => item.documents.map((document) => document.id)],
    ] as const;
    for (const [field, what, of] of lists) {
      if (of(english).join('|') !== of(page).join('|')) {
        problems.push({ file: file(locale), where: field, message: `differs from its twin ${file('en')}: list the same ${field} with the same ${what}, in the same order (${of(english).join(', ')})` });
      }
    }
    return problems;
  });
}

type InvestorsPage = LanguageFiles['pages']['investors'];

/** The pages whose files are checked against English's by page-twins.ts. */
const TWINNED_PAGES = ['home', 'solutions', 'faq'] as const;

/** Every language's content files, checked; throws a ContentError listing every problem. */
export function loadContentFolder(root = PROJECT_ROOT): ContentFiles {
  const reader = new FolderReader(root);
  const business = reader.yaml(join(contentFolder(root), 'business.yaml'), businessFile);
  const financials = reader.yaml(join(contentFolder(root), 'financials.yaml'), financialsFile);
  const languages = Object.fromEntries(LOCALES.map((locale) => [locale, loadLanguage(reader, locale)])) as Record<Locale, LanguageFiles>;
  const pageTwins = TWINNED_PAGES.flatMap((page) => pageTwinProblems(page, Object.fromEntries(LOCALES.map((locale) => [locale, languages[locale].pages[page]])) as Record<Locale, unknown>));
  const problems = [...reader.problems, ...twinProblems(languages, reader), ...legalTwinProblems(languages), ...investorsProblems(languages, financials), ...pageTwins];
  if (problems.length > 0 || !business || !financials) throw new ContentError(problems);
  return { business, financials, languages };
}
