import { z } from 'zod';

/**
 * The rules every content file's text keeps, as zod pieces the file schemas are made of. Each message says what is
 * wrong and how to put it right, since the person who reads it edits the file, not the code.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const todayIso = () => new Date().toISOString().slice(0, 10);
const isRealDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};
/** One day of slack: a writer east of UTC may date an article by their own calendar. */
const isNotInTheFuture = (date: string) => Date.parse(`${date}T00:00:00Z`) <= Date.parse(`${todayIso()}T00:00:00Z`) + 86_400_000;

const missingOr = (expected: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'is missing: add it' : `must be ${expected}`);

/** Words shown on the site: a string with something in it. */
export const text = z.string({ error: missingOr('text (put it in quotes if it starts with {{ or holds ": ")') }).trim().min(1, 'is empty: write it, or remove the line if the field is optional');

/** A day, as YYYY-MM-DD: a real date. */
export const realDate = z
  .string({ error: missingOr('a date written YYYY-MM-DD, e.g. 2026-11-28') })
  .regex(ISO_DATE, { error: 'must be written YYYY-MM-DD, e.g. 2026-11-28', abort: true })
  .refine(isRealDate, { error: 'is not a real date: check the month (01–12) and the day', abort: true });

/** A day, as YYYY-MM-DD: a real date, not after today. */
export const isoDate = realDate.refine(isNotInTheFuture, 'is in the future: the site publishes a file as soon as it is built, so date it today or earlier');

/** How many sentences a text has, by its full stops, question and exclamation marks. */
export const sentenceCount = (value: string) => value.split(/[.!?](?:\s+|$)/).filter((part) => part.trim().length > 0).length;

/** Names used in addresses and anchors: lower-case words joined by hyphens. */
export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
