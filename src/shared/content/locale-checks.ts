import { LOCALES, type Locale } from '../i18n/locales.ts';
import { SITE_CONTENT } from './site-content.ts';

/**
 * What the build checks of the languages' copy (scripts/build/content-checks.ts): every language says what
 * English says, key for key, and every English key is read somewhere. tsc already refuses most of the first for
 * the typed twins; this catches the rest at build time (objects typed loosely, lists of another length, functions).
 */

/** Keys whose values are identifiers, links or file names: the same in every language. */
const SAME_IN_EVERY_LOCALE = new Set(['id', 'slug', 'href', 'icon', 'illustration', 'speaker', 'topic', 'type', 'fileName']);

export const isIdentifierPath = (path: string) => SAME_IN_EVERY_LOCALE.has(path.split('.').at(-1)!);

/** What only a translation has: the notice on a translated legal page that the English text governs. */
const TRANSLATION_ONLY_KEYS = new Set(['translationNotice']);

/** A string of the English copy and its counterpart in the other language. */
export interface CopyLeaf {
  path: string;
  english: unknown;
  other: unknown;
}

/** Arguments a copy function is called with to compare its output: a placeholder for every parameter. */
const SAMPLE_ARGUMENTS = ['«uno»', '«dos»', '«tres»'];

/**
 * Walks two language versions of a copy object together: every difference of shape as a message (a key on one side
 * only, a list of another length, a function or an identifier that differs), and every pair of strings (functions
 * called with placeholders) for the callers' own checks.
 */
export function compareCopy(
  english: unknown,
  other: unknown,
  path: string,
  found: { leaves: CopyLeaf[]; mismatches: string[] } = { leaves: [], mismatches: [] },
  isIdentifier: (path: string) => boolean = isIdentifierPath,
) {
  const { leaves, mismatches } = found;
  const compare = (englishPart: unknown, otherPart: unknown, partPath: string) => compareCopy(englishPart, otherPart, partPath, found, isIdentifier);
  if (typeof english === 'function') {
    if (typeof other !== 'function') mismatches.push(`${path}: a function in English, ${typeof other} in the other language`);
    else if (english.length !== other.length) mismatches.push(`${path}: takes ${english.length} arguments in English, ${other.length} in the other language`);
    else compare(english(...SAMPLE_ARGUMENTS.slice(0, english.length)), other(...SAMPLE_ARGUMENTS.slice(0, english.length)), `${path}(…)`);
  } else if (Array.isArray(english)) {
    if (!Array.isArray(other)) mismatches.push(`${path}: a list in English only`);
    else {
      if (english.length !== other.length) mismatches.push(`${path}: ${english.length} items in English, ${other.length} in the other language`);
      english.forEach((item, index) => compare(item, other[index], `${path}[${index}]`));
    }
  } else if (english !== null && typeof english === 'object') {
    if (other === null || typeof other !== 'object') mismatches.push(`${path}: an object in English only`);
    else {
      const englishKeys = Object.keys(english).sort();
      const otherKeys = Object.keys(other).filter((key) => !TRANSLATION_ONLY_KEYS.has(key)).sort();
      if (englishKeys.join() !== otherKeys.join()) mismatches.push(`${path}: keys ${englishKeys.join(', ')} in English, ${otherKeys.join(', ')} in the other language`);
      for (const key of englishKeys) compare((english as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], `${path}.${key}`);
    }
  } else if (typeof english !== 'string') {
    if (english !== other) mismatches.push(`${path}: ${String(english)} in English, ${String(other)} in the other language`);
  } else if (typeof other !== 'string') {
    mismatches.push(`${path}: a string in English, ${typeof other} in the other language`);
  } else {
    if (isIdentifier(path) && english !== other) mismatches.push(`${path}: "${english}" in English, "${other}" in the other language`);
    leaves.push({ path, english, other });
  }
  return found;
}

/** Every difference of shape between English and each other language's whole content. */
export function localeMismatches(content: Readonly<Record<Locale, unknown>> = SITE_CONTENT): string[] {
  return LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => compareCopy(content.en, content[locale], locale).mismatches);
}

/** The names of every object key in the copy (not list positions, and not the keys of maps keyed by path). */
function keyNamesOf(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keyNamesOf(item, names);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!key.startsWith('/')) names.add(key);
      keyNamesOf(item, names);
    }
  }
  return names;
}

/**
 * English keys no code reads: copy nobody shows. `sources` are the texts of src/ (the build passes every .ts/.tsx
 * file but tests and the other languages' twins); a key counts as read where its name appears as a whole word that
 * is not a definition ("key:", as the formatter writes it), so a property access, a destructuring or an interpolation in other copy.
 */
export function unusedCopyKeys(sources: readonly string[], content: unknown = SITE_CONTENT.en): string[] {
  const code = sources.join('\n');
  return [...keyNamesOf(content)].filter((key) => !new RegExp(`\\b${key.replace(/[^\w]/g, '\\$&')}\\b(?!\\??:)`).test(code)).sort();
}
