import type { LegalPageContent } from '../../shared/content/site-content.ts';
import type { LegalBlock } from '../../shared/content/types.ts';
import { formatLongDate, LOCALE_INFO } from '../../shared/i18n/locales.ts';
import { usePageLocale } from '../components/site-content.tsx';

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') return <p>{block.text}</p>;
  if (block.kind === 'subheading') return <h3>{block.text}</h3>;
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function LegalPage({ legal: { document, translationNotice } }: { legal: LegalPageContent }) {
  const { locale, content } = usePageLocale();
  const labels = content.legalDateLabels;
  return (
    <article aria-labelledby="page-title" className="container-page max-w-3xl py-14">
      <h1 id="page-title" className="text-4xl font-extrabold tracking-tight text-navy-900">
        {document.title}
      </h1>
      {translationNotice ? (
        <p className="mt-6 rounded-xl border border-slate-200 bg-ocean-50 p-4 text-slate-800" data-translation-notice>
          {translationNotice.text}{' '}
          <a href={translationNotice.href} hrefLang={translationNotice.hrefLang} lang={LOCALE_INFO[translationNotice.hrefLang].htmlLang} className="font-medium text-ocean-700 underline">
            {translationNotice.linkLabel}
          </a>
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-600">
        {labels.effective} <time dateTime={document.effectiveDate}>{formatLongDate(document.effectiveDate, locale)}</time>
        <span aria-hidden="true"> · </span>
        {labels.updated} <time dateTime={document.lastUpdated}>{formatLongDate(document.lastUpdated, locale)}</time>
      </p>
      <div className="prose-legal mt-6">
        {document.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <nav aria-labelledby="toc-title" className="mt-8 rounded-xl bg-slate-50 p-6">
        <h2 id="toc-title" className="font-semibold text-navy-900">
          {content.chrome.legalPage.contentsHeading}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-ocean-700">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="mt-10 space-y-10">
        {document.sections.map((section, index) => (
          <li key={section.id}>
            <section id={section.id} aria-labelledby={`${section.id}-title`} className="prose-legal">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold text-navy-900">
                {index + 1}. {section.title}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
