import { describe, expect, it } from 'vitest';
import { heroStories, NEWS_PAGE_SIZE, newsListPage, newsListPageCount, newsListPath } from './news-listing.ts';
import type { NewsItem, PressRelease } from './types.ts';

const coverageItem = (number: number): NewsItem => ({
  id: `story-${number}`,
  slug: `story-${number}`,
  title: `Story ${number}`,
  publication: `Outlet ${number}`,
  date: `2025-01-${String(31 - number).padStart(2, '0')}`,
  excerpt: 'x',
  category: 'x',
  body: ['x'],
});
const release = (number: number): PressRelease => ({ ...coverageItem(number), link: `/news/story-${number}` });
const listing = (coverage: number, pressReleases: number) => ({
  coverage: Array.from({ length: coverage }, (_, index) => coverageItem(index + 1)),
  pressReleases: Array.from({ length: pressReleases }, (_, index) => release(index + 1)),
});

describe('the news list, a page at a time', () => {
  it('fits a short list on one page', () => {
    expect(newsListPageCount(listing(3, 2))).toBe(1);
    expect(newsListPage(listing(3, 2), 1)).toEqual(listing(3, 2));
  });

  it('takes as many pages as the longer list needs, and shows every article on exactly one of them', () => {
    const long = listing(NEWS_PAGE_SIZE.coverage * 2 + 1, NEWS_PAGE_SIZE.pressReleases + 1);
    const count = newsListPageCount(long);
    expect(count).toBe(3);
    const pages = Array.from({ length: count }, (_, index) => newsListPage(long, index + 1));
    expect(pages.flatMap((page) => page.coverage)).toEqual(long.coverage);
    expect(pages.flatMap((page) => page.pressReleases)).toEqual(long.pressReleases);
    expect(pages[2]).toEqual({ coverage: [long.coverage.at(-1)], pressReleases: [] });
  });

  it('puts the first page at /news and the next ones under /news/page/', () => {
    expect([1, 2, 10].map(newsListPath)).toEqual(['/news', '/news/page/2', '/news/page/10']);
  });

  it('fans out the latest three stories in the hero, the newest on top', () => {
    expect(heroStories(listing(5, 0)).map((story) => story.slug)).toEqual(['story-3', 'story-2', 'story-1']);
  });
});
