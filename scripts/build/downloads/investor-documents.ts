/**
 * The four investor documents, written from the figures and copy the site already publishes
 * (src/shared/content), in each of the site's languages. They restate those claims in document form and say
 * plainly what they are not (audited statements); no figure appears here that the website does not show.
 */
import { financialTable, FINANCIALS } from '../../../src/shared/content/financials.ts';
import type { IconName, InvestorDocument } from '../../../src/shared/content/types.ts';
import { BrandedPdf, type PdfBranding } from './branded-pdf.ts';
import type { DocumentLanguage } from './document-language.ts';

/** The investment highlights each document draws on, by their icon: the same in every language, unlike their titles. */
const HIGHLIGHT = {
  recurringRevenue: 'line-chart',
  largeMarket: 'globe',
  provenResults: 'award',
  scalablePlatform: 'layers',
  partnerChannel: 'palette',
  trust: 'shield-check',
} as const satisfies Record<string, IconName>;

/** The language's page copy and document words, with the look-ups every document shares. */
function sources({ content, text }: DocumentLanguage) {
  const { investors, solutions } = content;
  const highlight = (icon: IconName) => {
    const found = investors.highlights.find((entry) => entry.icon === icon);
    if (!found) throw new Error(`No investment highlight with the icon "${icon}" in the investors content.`);
    return found;
  };
  return {
    content,
    investors,
    words: text.investorDocuments,
    metricFigures: () => investors.metrics.map((metric) => ({ value: metric.value, label: metric.title, note: metric.period })),
    highlights: (...icons: IconName[]) => icons.map(highlight),
    highlight,
    category: (id: 'core' | 'advanced' | 'industry') => {
      const found = solutions.categories.find((entry) => entry.id === id);
      if (!found) throw new Error(`No solutions category "${id}" in the solutions content.`);
      return { title: found.title, services: found.services.map((service) => service.title) };
    },
    contactSection: (pdf: BrandedPdf) => {
      pdf.heading(text.investorDocuments.contactHeading).paragraph(text.investorDocuments.contactText).paragraph(text.postalAddress, { muted: true });
    },
  };
}

type DocumentWriter = (pdf: BrandedPdf, from: ReturnType<typeof sources>) => void;

/** Body of each document, by the document's id in the investors content. */
const WRITERS: Record<string, DocumentWriter> = {
  'investor-presentation': (pdf, { content, investors, words, metricFigures, category, contactSection }) => {
    const { market, whyNow } = investors;
    pdf.heading(words.presentation.whoWeAre).paragraph(investors.hero.lead).paragraph(content.home.about.lead);
    pdf.heading(investors.metricsHeading).figures(metricFigures());
    pdf.heading(investors.highlightsHeading).points(investors.highlights);
    pdf.heading(market.heading).paragraph(market.lead).figures(market.figures);
    pdf.heading(whyNow.heading).points(whyNow.points);
    pdf.heading(words.presentation.whatWeSell).paragraph(words.pricingSummary);
    for (const id of ['core', 'advanced', 'industry'] as const) pdf.subheading(category(id).title).bullets(category(id).services);
    contactSection(pdf);
  },

  'annual-report-2023': (pdf, { content, investors, words, metricFigures, highlights, category, contactSection }) => {
    const report = words.annualReport;
    pdf.heading(report.about).paragraph(report.basis);
    pdf.heading(report.atAGlance).figures(metricFigures());
    pdf.heading(report.yearInReview);
    for (const metric of investors.metrics) pdf.subheading(`${metric.title}: ${metric.value}`).paragraph(`${metric.description} (${metric.period}.)`);
    pdf.heading(report.drivers).points(highlights(HIGHLIGHT.recurringRevenue, HIGHLIGHT.provenResults, HIGHLIGHT.scalablePlatform, HIGHLIGHT.partnerChannel));
    pdf.heading(report.services).paragraph(content.solutions.hero.lead).bullets([...category('core').services, ...category('advanced').services]);
    pdf.paragraph(report.industryPackages(category('industry').services.join(', ')));
    pdf.heading(report.lookingAhead).paragraph(investors.market.lead).points(investors.whyNow.points);
    contactSection(pdf);
  },

  'financial-summary-q4-2023': (pdf, { content, investors, words, metricFigures, highlight, contactSection }) => {
    const summary = words.financialSummary;
    const table = content.financials;
    pdf.heading(summary.about).paragraph(summary.basis);
    pdf.heading(table.heading).table({ header: ['', ...FINANCIALS.years.map(String)], rows: financialTable(table), note: table.caption });
    pdf.heading(summary.operatingMetrics).figures(metricFigures());
    for (const metric of investors.metrics) pdf.subheading(metric.title).paragraph(summary.reportedFigure(metric.description, metric.value, metric.period));
    pdf.heading(summary.revenueModel).paragraph(highlight(HIGHLIGHT.recurringRevenue).text).paragraph(words.pricingSummary);
    pdf.heading(summary.clientResults).paragraph(highlight(HIGHLIGHT.provenResults).text);
    contactSection(pdf);
  },

  'market-analysis-report': (pdf, { content, investors, words, highlights, contactSection }) => {
    const analysis = words.marketAnalysis;
    const { industries } = content.home;
    pdf.heading(analysis.overview).paragraph(investors.market.lead);
    pdf.heading(analysis.sizeAndGrowth).figures(investors.market.figures);
    pdf.paragraph(analysis.figuresNote, { muted: true });
    pdf.heading(analysis.growthDrivers).points(investors.whyNow.points);
    pdf.heading(analysis.whereWeCompete).points(highlights(HIGHLIGHT.largeMarket, HIGHLIGHT.scalablePlatform, HIGHLIGHT.partnerChannel, HIGHLIGHT.trust));
    pdf
      .heading(analysis.industries)
      .paragraph(industries.lead)
      .bullets(industries.cards.map((card) => `${card.title}: ${card.text}`));
    contactSection(pdf);
  },
};

/** Renders one investor document, in the language its words come from, to PDF bytes. */
export async function renderInvestorDocument(
  document: InvestorDocument,
  language: DocumentLanguage,
  branding: PdfBranding,
  creationDate: Date,
): Promise<Buffer> {
  const write = WRITERS[document.id];
  if (!write) throw new Error(`No PDF content is defined for the investor document "${document.id}".`);
  const pdf = new BrandedPdf({
    title: document.title,
    subject: document.description,
    subtitle: document.description,
    language,
    branding,
    creationDate,
  });
  write(pdf, sources(language));
  return pdf.finish();
}
