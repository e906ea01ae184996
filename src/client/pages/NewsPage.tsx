import { Download, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { heroStories, newsListPage, newsListPageCount, newsListPath } from '../../shared/content/news-listing.ts';
import { mediaKitUrl } from '../../shared/downloads.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { PressCardStack } from '../components/hero-art/PressCardStack.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { usePageLocale } from '../components/site-content.tsx';
import { CallToAction } from '../components/widgets/CallToAction.tsx';
import { SectionShell } from '../components/widgets/SectionShell.tsx';
import type { DownloadSizes } from './page-props.ts';

export const articlePath = (slug: string) => `/news/${slug}`;

/** A news card: what comes before and after its title differs between coverage and releases. */
function ArticleCard({ article, above, below }: { article: { slug: string; title: string; excerpt: string }; above: ReactNode; below?: ReactNode }) {
  const { content, href } = usePageLocale();
  return (
    <li className="card card-link flex flex-col">
      {above}
      <h3 className="mt-2 text-xl font-semibold text-navy-900">{article.title}</h3>
      {below}
      <p className="mt-4 mb-6 text-slate-700">{article.excerpt}</p>
      <a href={href(articlePath(article.slug))} className="btn-secondary mt-auto">
        {content.news.readMoreLabel}
        <span className="sr-only">: {article.title}</span>
      </a>
    </li>
  );
}

/** The links to every page of a long news list, the current one marked; nothing while one page holds the list. */
function NewsPaging({ listPage }: { listPage: number }) {
  const { content, href } = usePageLocale();
  const pageCount = newsListPageCount(content.news);
  if (pageCount === 1) return null;
  const { label, page } = content.news.paging;
  return (
    <nav aria-label={label} className="bg-slate-50 pb-16">
      <ul className="container-page flex flex-wrap gap-3">
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((pageNumber) => (
          <li key={pageNumber}>
            <a href={href(newsListPath(pageNumber))} aria-current={pageNumber === listPage ? 'page' : undefined} className={pageNumber === listPage ? 'btn-primary' : 'btn-secondary'}>
              {page(pageNumber)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The News page, or one page of its list (`listPage` from 1): the articles newest first. */
export function NewsPage({ downloadSizes, listPage }: { downloadSizes: DownloadSizes; listPage: number }) {
  const { content, date, locale } = usePageLocale();
  const newsContent = content.news;
  const mediaKit = mediaKitUrl(locale);
  const { hero, featuredHeading, coverageEyebrow, pressHeading, pressEyebrow, pressReleaseLabel, mediaResources } = newsContent;
  const { coverage, pressReleases } = newsListPage(newsContent, listPage);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} art={<PressCardStack stories={heroStories(newsContent)} />} />
      {coverage.length > 0 && (
        <SectionShell titleId="coverage-title" header={{ eyebrow: coverageEyebrow, title: featuredHeading, align: 'left' }}>
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {coverage.map((item) => (
              <ArticleCard
                key={item.id}
                article={item}
                above={<p className="text-sm font-semibold text-teal-700">{item.category}</p>}
                below={
                  <p className="mt-2 text-sm text-slate-600">
                    {newsContent.summaryOf(item.publication)} · <time dateTime={item.date}>{date(item.date)}</time>
                  </p>
                }
              />
            ))}
          </ul>
        </SectionShell>
      )}
      {pressReleases.length > 0 && (
        <SectionShell titleId="press-title" background="slate" header={{ eyebrow: pressEyebrow, title: pressHeading, align: 'left' }}>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {pressReleases.map((release) => (
              <ArticleCard
                key={release.id}
                article={release}
                above={
                  <p className="text-sm text-slate-600">
                    {pressReleaseLabel} · <time dateTime={release.date}>{date(release.date)}</time>
                  </p>
                }
              />
            ))}
          </ul>
        </SectionShell>
      )}
      <NewsPaging listPage={listPage} />
      <CallToAction titleId="media-title" look="navy" heading={mediaResources.heading} text={mediaResources.text}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={mediaKit} download className="btn-light">
            <Download className="size-5" aria-hidden="true" />
            {mediaResources.downloadLabel}
            <span className="text-sm font-normal text-slate-600">({mediaResources.fileType}, {downloadSizes[mediaKit] ?? content.chrome.downloads.sizeUnknown})</span>
          </a>
          <a href={`mailto:${siteConfig.pressEmail}`} className="btn-outline-light">
            <Mail className="size-5" aria-hidden="true" />
            {mediaResources.contactLabel}
          </a>
        </div>
      </CallToAction>
    </>
  );
}

export function NewsArticlePage({ slug }: { slug: string }) {
  const { content, href, date } = usePageLocale();
  const newsContent = content.news;
  const words = content.chrome.newsArticle;
  const coverage = newsContent.coverage.find((item) => item.slug === slug);
  const release = newsContent.pressReleases.find((item) => item.slug === slug);
  const article = coverage ?? release;
  if (!article) throw new Error(`No news item with slug ${slug}`);
  return (
    <article aria-labelledby="page-title">
      <header className="on-dark bg-navy-900 text-white">
        <div className="container-page max-w-3xl py-16">
          <nav aria-label={words.breadcrumbLabel} className="text-sm text-slate-200">
            <ol className="flex gap-2">
              <li>
                <a href={href('/news')} className="underline hover:text-white">
                  {words.breadcrumbNews}
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page">{coverage ? words.coverageSummary : words.pressRelease}</li>
            </ol>
          </nav>
          <h1 id="page-title" className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-4 text-slate-200">
            {coverage ? `${newsContent.summaryOf(coverage.publication)} · ` : `${words.companyPressRelease(siteConfig.companyName)} · `}
            <time dateTime={article.date}>{date(article.date)}</time>
          </p>
        </div>
      </header>
      <div className="container-page max-w-3xl py-12">
        <p className="text-xl text-slate-700">{article.excerpt}</p>
        {article.body.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="mt-5 leading-8 text-slate-700">
            {paragraph}
          </p>
        ))}
        <div className="mt-10 flex flex-col gap-3 border-t border-slate-200 pt-8 sm:flex-row">
          <a href={href('/news')} className="btn-secondary">
            {words.backToNews}
          </a>
        </div>
      </div>
    </article>
  );
}
