import type { Locale } from '../i18n/locales.ts';
import { NAVIGATION_LINKS, type NavigationMenu } from '../navigation-links.ts';
import { CONTENT_FILES } from './files/content-files.ts';
import type { LanguageFiles } from './files/content-model.ts';
import { fillFactsDeep } from './files/fact-names.ts';
import { factsIn } from './files/facts.ts';
import { SITE_PAGES, type SiteFile } from './files/site-schema.ts';
import type { PageMeta, PagePath } from './site-chrome.ts';

/**
 * The words every page shares, from content/<language>/site.yaml with its {{facts}} filled in: each page's meta and
 * the menus, with the addresses navigation-links.ts gives each label.
 */

const siteFileIn = (locale: Locale, files: LanguageFiles): SiteFile => fillFactsDeep(files.site, factsIn(locale));

/** Each page's name, <title> and description in one language, by its English path. */
export function pageMetaIn(locale: Locale, files: LanguageFiles = CONTENT_FILES.languages[locale]): Readonly<Record<PagePath, PageMeta>> {
  const { pages } = siteFileIn(locale, files);
  return Object.fromEntries(Object.entries(SITE_PAGES).map(([path, name]) => [path, pages[name]])) as Record<PagePath, PageMeta>;
}

/** One menu's links: the address from the code, the label from the file. */
export type NavigationLinks<Menu extends NavigationMenu> = readonly { readonly href: (typeof NAVIGATION_LINKS)[Menu][number]['href']; readonly label: string }[];

export type Navigation = { readonly [Menu in NavigationMenu]: NavigationLinks<Menu> };

/** The header's and footer's links in one language, in the order navigation-links.ts lists them. */
export function navigationIn(locale: Locale, files: LanguageFiles = CONTENT_FILES.languages[locale]): Navigation {
  const labels = siteFileIn(locale, files).navigation;
  const menu = <Menu extends NavigationMenu>(name: Menu): NavigationLinks<Menu> =>
    NAVIGATION_LINKS[name].map(({ key, href }) => ({ href, label: (labels[name] as Readonly<Record<string, string>>)[key]! }));
  return { header: menu('header'), footerServices: menu('footerServices'), footerCompany: menu('footerCompany'), footerLegal: menu('footerLegal') };
}
