import { z } from 'zod';
import type { FactName } from './fact-names.ts';
import { ICON_NAMES } from './icon-names.ts';

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

/** A list of any length but not empty, e.g. `list(text, 'badges')`. */
export const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, { error: `must be a list of ${what}, each line starting with "- "` }).min(1, `has no ${what}: add at least one`);

/** An id that is an address or an anchor: the same in every language. */
export const kebabId = text.regex(KEBAB_CASE, 'must be lower-case words joined by hyphens, e.g. annual-report-2024');

/** An icon a card shows (src/client/components/Icon.tsx). */
export const icon = z.enum(ICON_NAMES, { error: `must be one of the icons ${ICON_NAMES.join(', ')}` });

/** A figure with its label, e.g. { value: 98%, label: Call answer rate }. */
export const stat = z.strictObject({ value: z.union([z.string(), z.number()]).transform(String).pipe(text), label: text });

const PRICE_FACTS = ['setupMin', 'setupMax', 'monthlyFrom', 'setupRange', 'setupRangeInProse', 'setupRangeBetween', 'monthlyFromPlus'] as const satisfies readonly FactName[];

/** A price as a card shows it: one of the price facts, so the figure stays the one in content/business.yaml. */
export const priceFact = text.refine(
  (value) => PRICE_FACTS.some((name) => value.includes(`{{${name}}}`)),
  `must show the price as a fact, e.g. "{{setupRange}}" or "{{monthlyFromPlus}} per month" (the figures themselves are in content/business.yaml)`,
);

/**
 * For a page whose `parents` (e.g. groups) each hold `children` (e.g. items), all with ids used as anchors: each id
 * is used once on the page, or an issue names its second use.
 */
export function idsUsedOnce<P extends string, C extends string>(parents: P, children: C) {
  type Parent = { id: string } & { [key in C]: readonly { id: string }[] };
  return (page: { [key in P]: readonly Parent[] }, context: z.RefinementCtx) => {
    const seen = new Set<string>();
    const check = (id: string, path: (string | number)[]) => {
      if (seen.has(id)) context.addIssue({ code: 'custom', path, message: `${id} is used twice on the page: give each its own id (it is the address of its place on the page)` });
      seen.add(id);
    };
    page[parents].forEach((parent, at) => {
      check(parent.id, [parents, at, 'id']);
      parent[children].forEach((child, index) => check(child.id, [parents, at, children, index, 'id']));
    });
  };
}

/** Words that may mention a price, but only as a fact: a figure written out would not follow content/business.yaml. */
export const withoutPriceFigures = (field: z.ZodString) =>
  field.refine(
    (value) => !/\$\s?\d/.test(value),
    'writes a price as a figure: write it as a fact, e.g. "from {{setupMin}}" or "{{monthlyFrom}} a month" (the figures themselves are in content/business.yaml)',
  );
