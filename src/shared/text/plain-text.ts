/**
 * What counts as acceptable text, for the forms, the admin and the server's guard on every request.
 * Shared so that the browser and the server reject exactly the same input.
 */

/** NUL (PostgreSQL text cannot hold it) or an unpaired UTF-16 surrogate (not a character). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this finds.
const UNSTORABLE = /[\u0000\p{Cs}]/u;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * Everything that breaks a line in some reader (CR, LF, VT, FF, NEL, the Unicode line and paragraph
 * separators) and tabs. In a single-line field they become one space, so a name cannot forge a line
 * such as "Phone: …" in an e-mail or a log.
 */
const LINE_BREAKS = /\s*[\t\n\v\f\r\u0085\u2028\u2029]+\s*/g;

/** C0 and C1 control characters and DEL, which no one types into a form. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, minus the tab and line breaks of a multi-line text.
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Line breaks and tabs folded into single spaces. */
export function toSingleLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ');
}

/** A single-line value (after toSingleLine) with no control character left and nothing unstorable. */
export function isSingleLineText(text: string): boolean {
  return isStorableText(text) && !CONTROL_CHARACTERS.test(text);
}

/** A multi-line value: line breaks and tabs allowed, other control characters not. */
export function isMultiLineText(text: string): boolean {
  return isStorableText(text) && !CONTROL_CHARACTERS_BUT_LINES.test(text);
}
