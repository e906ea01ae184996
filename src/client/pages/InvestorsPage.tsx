import { Download, FileText } from 'lucide-react';
import { investorDocumentUrl } from '../../shared/downloads.ts';
import { GrowthChart } from '../components/hero-art/GrowthChart.tsx';
import { FinancialTable } from '../components/widgets/FinancialTable.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { usePageLocale } from '../components/site-content.tsx';
import { CallToAction } from '../components/widgets/CallToAction.tsx';
import { IconCardGrid } from '../components/widgets/IconCardGrid.tsx';
import { SectionHeader } from '../components/widgets/SectionHeader.tsx';
import { SectionShell } from '../components/widgets/SectionShell.tsx';
import { StatStrip } from '../components/widgets/StatStrip.tsx';
import InvestorFormIsland from '../features/investor-form/InvestorFormIsland.tsx';
import { Island } from '../islands/Island.tsx';
import type { DownloadSizes } from './page-props.ts';

export function InvestorsPage({ downloadSizes }: { downloadSizes: DownloadSizes }) {
  const { content, locale } = usePageLocale();
  const {
    hero,
    metricsEyebrow,
    metricsHeading,
    metrics,
    highlightsEyebrow,
    highlightsHeading,
    highlights,
    market,
    whyNow,
    documentsEyebrow,
    documentsHeading,
    documents,
    downloadLabel,
    contact,
  } = content.investors;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} art={<GrowthChart />} />
      <SectionShell titleId="metrics-title" header={{ eyebrow: metricsEyebrow, title: metricsHeading }}>
        <StatStrip className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" stats={metrics} />
        <FinancialTable />
      </SectionShell>
      <SectionShell titleId="highlights-title" background="slate" header={{ eyebrow: highlightsEyebrow, title: highlightsHeading }}>
        <IconCardGrid look="ocean" className="mt-12" cards={highlights.map((highlight) => ({ key: highlight.title, ...highlight }))} />
      </SectionShell>
      <section aria-labelledby="market-title" className="section">
        <div className="container-page grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeader id="market-title" eyebrow={market.eyebrow} title={market.heading} lead={market.lead} align="left" />
            <dl className="mt-8 grid grid-cols-2 gap-6">
              {market.figures.map((figure) => (
                <div key={figure.label} className="flex flex-col rounded-xl bg-ocean-50 p-5">
                  <dt className="text-sm text-slate-700">{figure.label}</dt>
                  <dd className="order-first text-3xl font-extrabold text-navy-900">{figure.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="on-dark rounded-2xl bg-navy-900 p-8 text-white">
            <h2 className="text-2xl font-bold">{whyNow.heading}</h2>
            <ul className="mt-6 space-y-5">
              {whyNow.points.map((point) => (
                <li key={point.title}>
                  <h3 className="font-semibold text-teal-100">{point.title}</h3>
                  <p className="mt-1 text-slate-200">{point.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <SectionShell titleId="documents-title" background="slate" header={{ eyebrow: documentsEyebrow, title: documentsHeading }}>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {documents.map((document) => {
            const url = investorDocumentUrl(document, locale);
            return (
              <li key={document.id} className="card card-link flex flex-col gap-4 sm:flex-row sm:items-center">
                <FileText className="size-10 shrink-0 text-ocean-700" aria-hidden="true" />
                <div className="flex-1">
                  <h3 className="text-lg font-semibold text-navy-900">{document.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{document.description}</p>
                  <p className="mt-1 text-xs font-medium text-slate-600">
                    {document.type} · {downloadSizes[url] ?? content.chrome.downloads.sizeUnknown}
                  </p>
                </div>
                <a href={url} download={document.fileName} className="btn-secondary shrink-0">
                  <Download className="size-5" aria-hidden="true" />
                  {downloadLabel}
                  <span className="sr-only">
                    {' '}
                    {document.title} ({document.type})
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </SectionShell>
      <CallToAction titleId="investor-contact-title" look="card" heading={contact.heading} text={contact.text}>
        <Island
          name="investor-form"
          component={InvestorFormIsland}
          props={{ locale, scheduleLabel: contact.scheduleLabel, messageLabel: contact.messageLabel }}
          hydrate="interaction"
          className="mt-8"
        />
      </CallToAction>
    </>
  );
}
