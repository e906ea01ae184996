import { fromMarkdown } from 'mdast-util-from-markdown';
import { parseDocument } from 'yaml';
import { FACT_NAMES, FACT_PLACEHOLDER } from '../../src/shared/content/files/facts.ts';
import type { ContentProblem } from './content-problems.ts';

/**
 * Reading one content file: YAML (the `yaml` package, YAML 1.2, so a date stays the text it is), front matter (the
 * YAML between the two `---` lines at the top of a Markdown file) and Markdown (mdast-util-from-markdown, CommonMark).
 */

export type Parsed<T> = { value: T; problems: ContentProblem[] };

/** A YAML text as data, or the parser's complaint with its line. */
export function parseYaml(source: string, file: string, firstLine = 1): Parsed<unknown> {
  const document = parseDocument(source, { prettyErrors: true, uniqueKeys: true });
  const problems = document.errors.map((error) => {
    const line = (error.linePos?.[0]?.line ?? 1) + firstLine - 1;
    const hint = /\{\{/.test(source.split('\n')[line - firstLine] ?? '') ? ' (a text that starts with {{ must be in quotes: title: "{{company}} …")' : '';
    return { file, where: `line ${line}`, message: `${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}${hint}` };
  });
  return { value: problems.length > 0 ? undefined : document.toJS(), problems };
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A Markdown file's front matter (as data) and its body, with the line the body starts on. */
export function splitFrontMatter(source: string, file: string): Parsed<{ data: unknown; body: string; bodyLine: number }> {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    const problem = { file, where: 'line 1', message: 'must start with front matter: a line "---", the fields (title: …, date: …), and another "---"' };
    return { value: { data: undefined, body: source, bodyLine: 1 }, problems: [problem] };
  }
  const { value, problems } = parseYaml(match[1]!, file, 2);
  return { value: { data: value, body: source.slice(match[0].length), bodyLine: match[0].split('\n').length }, problems };
}

const NODE_NAMES: Readonly<Record<string, string>> = {
  heading: 'a heading (#)',
  list: 'a list (- or 1.)',
  blockquote: 'a quotation (>)',
  code: 'a code block',
  html: 'HTML',
  thematicBreak: 'a rule (---)',
  table: 'a table',
  link: 'a link',
  emphasis: 'emphasis (* or _)',
  strong: 'bold (** or __)',
  image: 'an image',
  inlineCode: 'code (`)',
};

/**
 * An article's body as its paragraphs of plain text (lines of one paragraph joined by spaces). Anything else
 * Markdown can say is refused with its line, since the article page shows paragraphs only.
 */
export function paragraphsOf(markdown: string, file: string, bodyLine: number): Parsed<string[]> {
  const problems: ContentProblem[] = [];
  const paragraphs: string[] = [];
  const refuse = (node: { type: string; position?: { start: { line: number } } }) =>
    problems.push({
      file,
      where: `line ${(node.position?.start.line ?? 1) + bodyLine - 1}`,
      message: `${NODE_NAMES[node.type] ?? node.type} is not shown on an article page, which has paragraphs of plain text only: write it as plain text`,
    });
  for (const block of fromMarkdown(markdown).children) {
    if (block.type !== 'paragraph') {
      refuse(block);
      continue;
    }
    const words: string[] = [];
    for (const inline of block.children) {
      if (inline.type === 'text') words.push(inline.value);
      else if (inline.type === 'break') words.push(' ');
      else refuse(inline);
    }
    paragraphs.push(words.join('').replace(/\s*\n\s*/g, ' ').trim());
  }
  if (paragraphs.length === 0 && problems.length === 0) problems.push({ file, message: 'has no text: write the article below the front matter, paragraphs separated by an empty line' });
  return { value: paragraphs, problems };
}

/** {{names}} a file writes that are no fact (a typo, or a fact the site does not have). */
export function unknownFacts(value: unknown, file: string, allowed: readonly string[] = []): ContentProblem[] {
  const known = new Set<string>([...FACT_NAMES, ...allowed]);
  const texts = JSON.stringify(value ?? null);
  const unknown = [...new Set([...texts.matchAll(FACT_PLACEHOLDER)].map((match) => match[1]!).filter((name) => !known.has(name)))];
  return unknown.map((name) => ({ file, message: `{{${name}}} is no fact the site knows: use one of ${[...known].map((fact) => `{{${fact}}}`).join(', ')}` }));
}
