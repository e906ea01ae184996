/** A text as a regular expression that matches it literally, to build patterns from the copy modules' words. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches any text that holds these words. */
export const holding = (words: string) => new RegExp(escapeRegExp(words));
