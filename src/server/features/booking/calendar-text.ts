/** Line breaks and every other control or format character, including the Unicode line and paragraph separators. */
const BREAKS_AND_CONTROLS = /[\p{Cc}\p{Cf}\u2028\u2029]+/gu;
/** What iCalendar gives meaning to in a property's parameters and value: quotes, the separators and the escape. */
const CALENDAR_SYNTAX = /["\\;:,]+/g;

/** The longest name or company an invitation carries: room for real ones, none for a paragraph. */
export const CALENDAR_TEXT_MAX_LENGTH = 80;

/**
 * A name or company a visitor typed, made safe to hand to ical-generator (which writes a name into a quoted CN
 * parameter without escaping its quotes): no quotes, line breaks, control characters or calendar syntax, spaces
 * folded, at most CALENDAR_TEXT_MAX_LENGTH characters. `Ann";ROLE=CHAIR;X="` becomes `Ann ROLE=CHAIR X=`, one harmless name.
 */
export function calendarSafeText(text: string): string {
  const cleaned = text.replace(BREAKS_AND_CONTROLS, ' ').replace(CALENDAR_SYNTAX, ' ').replace(/\s+/g, ' ').trim();
  return [...cleaned].slice(0, CALENDAR_TEXT_MAX_LENGTH).join('').trim();
}
