import { z } from 'zod';
import { NAVIGATION_LINKS, type NavigationKey, type NavigationMenu } from '../../navigation-links.ts';
import { text, withoutPriceFigures } from './content-rules.ts';

/**
 * content/<language>/site.yaml: each page's name, <title> and description for search engines (`pages:`), and the
 * header's and footer's link labels (`navigation:`). The pages and links are the code's (routes and
 * navigation-links.ts), so every language's file names the same ones: a missing entry or an extra one is named with
 * its file and field.
 */

/** The name a page has in site.yaml, by its English path (the 404 as /404): every page every language has. */
export const SITE_PAGES = {
  '/': 'home',
  '/solutions': 'solutions',
  '/news': 'news',
  '/investors': 'investors',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/404': 'notFound',
} as const;

/** The pages every language has, by their English path. */
export type PagePath = keyof typeof SITE_PAGES;

type SitePageName = (typeof SITE_PAGES)[PagePath];

const missingOr = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is missing: add it (every language\'s site.yaml has the same pages and links as content/en/site.yaml)' : `must be ${expected}`;

/** An object with exactly these fields, each checked by `field`. */
function exactly<K extends string, T extends z.ZodType>(keys: readonly K[], field: T, expected: string) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, field])) as Record<K, T>, { error: missingOr(expected) });
}

/** A page's words or a link's label; one left out is named with the file it should match. */
const words = z.string({ error: missingOr('text (put it in quotes if it starts with {{ or holds ": ")') }).pipe(text);

const pageMeta = z.strictObject(
  { name: words, title: words.pipe(withoutPriceFigures(text)), description: words.pipe(withoutPriceFigures(text)) },
  { error: missingOr('a page\'s name, title and description, each on its own line below it') },
);

const menuLabels = <Menu extends NavigationMenu>(menu: Menu) =>
  exactly(NAVIGATION_LINKS[menu].map((link) => link.key) as NavigationKey<Menu>[], words, 'the menu\'s labels, one line per link');

export const siteFile = z.strictObject({
  pages: exactly(Object.values(SITE_PAGES) as SitePageName[], pageMeta, 'the pages, each with its name, title and description'),
  navigation: z.strictObject(
    {
      header: menuLabels('header'),
      footerServices: menuLabels('footerServices'),
      footerCompany: menuLabels('footerCompany'),
      footerLegal: menuLabels('footerLegal'),
    },
    { error: missingOr('the menus header, footerServices, footerCompany and footerLegal') },
  ),
});

export type SiteFile = z.infer<typeof siteFile>;
