/** A text as a regular expression that matches it literally, to build patterns from the copy modules' words. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches any text that holds these words. */
export const holding = (words: string) => new RegExp(escapeRegExp(words));

/** Matches any text that holds one of these texts (each page's own "Loading…", say). */
export const holdingAny = (texts: readonly string[]) => new RegExp(texts.map(escapeRegExp).join('|'));

/** Matches any text that begins with these words. */
export const startingWith = (words: string) => new RegExp(`^${escapeRegExp(words)}`);

type Phrase = (...values: never[]) => string;

/** A mark no copy writes, given to a copy function in place of each of its values to find the words around them. */
const HOLE = '\u0000';

/** The words a copy function writes around its values: (when) => `Book ${when}?` gives ['Book ', '?']. */
const wordsAround = (phrase: Phrase) => (phrase as (...values: string[]) => string)(...Array.from({ length: phrase.length }, () => HOLE)).split(HOLE);

/** Matches a text that begins as a copy function's text does, whatever its values: the words before the first one. */
export const startingAs = (phrase: Phrase) => startingWith(wordsAround(phrase)[0]!);

/** Matches a text that ends as a copy function's text does: the words after its last value. */
export const endingAs = (phrase: Phrase) => new RegExp(`${escapeRegExp(wordsAround(phrase).at(-1)!)}$`);

/**
 * Matches the whole text a copy function writes, each value any text, or the pattern given for it in turn (a time
 * zone's name as Intl writes it, say).
 */
export function phrasedAs(phrase: Phrase, ...values: RegExp[]): RegExp {
  const valueAt = (index: number) => (values[index] ? `(?:${values[index].source})` : '.+');
  const [first, ...rest] = wordsAround(phrase);
  return new RegExp(`^${escapeRegExp(first!)}${rest.map((words, index) => valueAt(index) + escapeRegExp(words)).join('')}$`);
}
