import { fromMarkdown } from 'mdast-util-from-markdown';
import { parseDocument } from 'yaml';
import { FACT_NAMES, FACT_PLACEHOLDER } from '../../src/shared/content/files/fact-names.ts';
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

type MarkdownNode = { type: string; position?: { start: { line: number } }; children?: MarkdownNode[]; value?: string; depth?: number; ordered?: boolean | null };

/** Reports a piece of Markdown a page cannot show, with its line in the file. */
function refuser(file: string, bodyLine: number, problems: ContentProblem[], shown: string) {
  return (node: MarkdownNode) =>
    problems.push({
      file,
      where: `line ${(node.position?.start.line ?? 1) + bodyLine - 1}`,
      message: `${NODE_NAMES[node.type] ?? node.type} is not shown on ${shown}: write it as plain text`,
    });
}

/** A paragraph's or heading's words as plain text, lines joined by spaces; anything but text is refused. */
function plainText(node: MarkdownNode, refuse: (node: MarkdownNode) => void): string {
  const words: string[] = [];
  for (const inline of node.children ?? []) {
    if (inline.type === 'text') words.push(inline.value ?? '');
    else if (inline.type === 'break') words.push(' ');
    else refuse(inline);
  }
  return words.join('').replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * An article's body as its paragraphs of plain text (lines of one paragraph joined by spaces). Anything else
 * Markdown can say is refused with its line, since the article page shows paragraphs only.
 */
export function paragraphsOf(markdown: string, file: string, bodyLine: number): Parsed<string[]> {
  const problems: ContentProblem[] = [];
  const refuse = refuser(file, bodyLine, problems, 'an article page, which has paragraphs of plain text only');
  const paragraphs: string[] = [];
  for (const block of fromMarkdown(markdown).children as MarkdownNode[]) {
    if (block.type === 'paragraph') paragraphs.push(plainText(block, refuse));
    else refuse(block);
  }
  if (paragraphs.length === 0 && problems.length === 0) problems.push({ file, message: 'has no text: write the article below the front matter, paragraphs separated by an empty line' });
  return { value: paragraphs, problems };
}

const SECTION_ANCHOR = /\s*\{#([^}]*)\}\s*$/;

type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] } | { kind: 'subheading'; text: string };

/**
 * A legal text's body: the paragraphs before the first section, then one section per "## Title {#anchor}", each
 * with its paragraphs, "### subheadings" and "- bullet lists". Anything else is refused with its line.
 */
export function legalBodyOf(markdown: string, file: string, bodyLine: number): Parsed<{ intro: string[]; sections: { id: string; title: string; blocks: LegalBlock[] }[] }> {
  const problems: ContentProblem[] = [];
  const refuse = refuser(file, bodyLine, problems, 'a legal page, which has paragraphs, "## sections {#anchor}", "### subheadings" and "- lists"');
  const intro: string[] = [];
  const sections: { id: string; title: string; blocks: LegalBlock[] }[] = [];
  const add = (block: LegalBlock, node: MarkdownNode) => {
    const section = sections.at(-1);
    if (section) section.blocks.push(block);
    else if (block.kind === 'paragraph') intro.push(block.text);
    else refuse(node);
  };
  for (const node of fromMarkdown(markdown).children as MarkdownNode[]) {
    if (node.type === 'heading' && node.depth === 2) {
      const title = plainText(node, refuse);
      const anchor = SECTION_ANCHOR.exec(title);
      if (!anchor) problems.push({ file, where: `line ${(node.position?.start.line ?? 1) + bodyLine - 1}`, message: 'a section heading ends with its anchor, the same in every language: "## Your Rights {#your-rights}"' });
      // Without its anchor the section still counts, under a stand-in name, so the problem is said once.
      sections.push({ id: anchor?.[1] ?? `section-${sections.length + 1}`, title: title.replace(SECTION_ANCHOR, ''), blocks: [] });
    } else if (node.type === 'heading' && node.depth === 3) add({ kind: 'subheading', text: plainText(node, refuse) }, node);
    else if (node.type === 'paragraph') add({ kind: 'paragraph', text: plainText(node, refuse) }, node);
    else if (node.type === 'list' && !node.ordered) {
      const items = (node.children ?? []).map((item) => (item.children ?? []).map((child) => (child.type === 'paragraph' ? plainText(child, refuse) : (refuse(child), ''))).join(' '));
      add({ kind: 'list', items }, node);
    } else refuse(node);
  }
  return { value: { intro, sections }, problems };
}

/** {{names}} a file writes that are no fact (a typo, or a fact the site does not have). */
export function unknownFacts(value: unknown, file: string, allowed: readonly string[] = []): ContentProblem[] {
  const known = new Set<string>([...FACT_NAMES, ...allowed]);
  const texts = JSON.stringify(value ?? null);
  const unknown = [...new Set([...texts.matchAll(FACT_PLACEHOLDER)].map((match) => match[1]!).filter((name) => !known.has(name)))];
  return unknown.map((name) => ({ file, message: `{{${name}}} is no fact the site knows: use one of ${[...known].map((fact) => `{{${fact}}}`).join(', ')}` }));
}
