import { LOCALES, type Locale } from '../../src/shared/i18n/locales.ts';
import type { ContentProblem } from './content-problems.ts';

/**
 * A translated page file against its English twin: every list as long as English's, and the values that are the
 * same in every language (ids, which are anchors; icons and drawings; speakers; figures) the same, in the same order.
 * Words may differ; a list of another length is named once, with what it lacks or has extra, not item by item.
 */

/** Fields whose value is not translated. */
const SAME_IN_EVERY_LANGUAGE = new Set(['id', 'icon', 'illustration', 'speaker', 'value', 'stat']);

/** How an entry of a list is named in a message: its id, icon, drawing or figure. */
function entryName(entry: unknown): string | undefined {
  if (entry === null || typeof entry !== 'object') return undefined;
  const fields = entry as Record<string, unknown>;
  const name = fields.id ?? fields.icon ?? fields.illustration ?? fields.value;
  return typeof name === 'string' ? name : undefined;
}

function listProblem(english: readonly unknown[], other: readonly unknown[]): string {
  const [ours, theirs] = [english.map(entryName), other.map(entryName)];
  const named = (names: (string | undefined)[]): names is string[] => names.every((name) => name !== undefined);
  const detail =
    named(ours) && named(theirs)
      ? [
          ours.some((name) => !theirs.includes(name)) ? `missing ${ours.filter((name) => !theirs.includes(name)).join(', ')}` : '',
          theirs.some((name) => !ours.includes(name)) ? `extra ${theirs.filter((name) => !ours.includes(name)).join(', ')}` : '',
        ].filter(Boolean).join('; ')
      : '';
  return `has ${other.length} entries where its twin has ${english.length}${detail ? ` (${detail})` : ''}: translate each of the twin's entries, no more, in its order`;
}

function walk(english: unknown, other: unknown, path: string[], found: { where: string; message: string }[]) {
  const where = path.join('.');
  if (Array.isArray(english) && Array.isArray(other)) {
    if (english.length !== other.length) found.push({ where, message: listProblem(english, other) });
    else english.forEach((item, index) => walk(item, other[index], [...path, String(index)], found));
  } else if (english !== null && typeof english === 'object' && other !== null && typeof other === 'object') {
    for (const [key, value] of Object.entries(english)) walk(value, (other as Record<string, unknown>)[key], [...path, key], found);
  } else if (SAME_IN_EVERY_LANGUAGE.has(path.at(-1) ?? '') && english !== other) {
    found.push({ where, message: `must be ${String(english)}, as in its twin: ids, icons, drawings and figures are the same in every language` });
  }
}

/** The problems of each language's content/<language>/pages/<page>.yaml against English's (files that failed their schema are skipped). */
export function pageTwinProblems(page: string, files: Readonly<Record<Locale, unknown>>): ContentProblem[] {
  const file = (locale: Locale) => `content/${locale}/pages/${page}.yaml`;
  if (!files.en) return [];
  return LOCALES.filter((locale) => locale !== 'en' && files[locale]).flatMap((locale) => {
    const found: { where: string; message: string }[] = [];
    walk(files.en, files[locale], [], found);
    return found.map(({ where, message }) => ({ file: file(locale), where, message: `differs from its twin ${file('en')}: ${message}` }));
  });
}
