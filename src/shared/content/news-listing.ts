import type { NewsContent } from './types.ts';

/**
 * The News page lists the articles newest first, a page at a time: /news, then /news/page/2 and on, each with the
 * next coverage and press releases (three rows of the coverage grid, three of the press releases').
 */
export const NEWS_PAGE_SIZE = { coverage: 9, pressReleases: 6 } as const;

export type NewsListing = Pick<NewsContent, 'coverage' | 'pressReleases'>;

/** How many pages the list takes: the longer of the two lists decides. */
export function newsListPageCount({ coverage, pressReleases }: NewsListing): number {
  return Math.max(1, Math.ceil(coverage.length / NEWS_PAGE_SIZE.coverage), Math.ceil(pressReleases.length / NEWS_PAGE_SIZE.pressReleases));
}

/** The articles one page of the list shows (pages count from 1). */
export function newsListPage({ coverage, pressReleases }: NewsListing, pageNumber: number): NewsListing {
  const slice = <T>(items: readonly T[], size: number) => items.slice((pageNumber - 1) * size, pageNumber * size);
  return { coverage: slice(coverage, NEWS_PAGE_SIZE.coverage), pressReleases: slice(pressReleases, NEWS_PAGE_SIZE.pressReleases) };
}

/** A page of the list by its English path: /news, /news/page/2, … */
export const newsListPath = (pageNumber: number) => (pageNumber === 1 ? '/news' : `/news/page/${pageNumber}`);

/** The stories the News hero's picture fans out: the latest three coverage items, the newest on top of the stack. */
export const heroStories = ({ coverage }: NewsListing) => coverage.slice(0, 3).reverse();
