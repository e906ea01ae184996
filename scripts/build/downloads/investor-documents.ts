/**
 * The four investor documents, written from the figures and copy the site already publishes
 * (src/shared/content). They restate those claims in document form and say plainly what they are
 * not (audited statements); no figure appears here that the website does not show.
 */
import { homeContent } from '../../../src/shared/content/home.ts';
import { FINANCIALS, financialTable } from '../../../src/shared/content/financials.ts';
import { investorsContent } from '../../../src/shared/content/investors.ts';
import { PRICES } from '../../../src/shared/content/pricing.ts';
import { solutionsContent } from '../../../src/shared/content/solutions.ts';
import type { InvestorDocument } from '../../../src/shared/content/types.ts';
import { siteConfig } from '../../../src/shared/site-config.ts';
import { BrandedPdf, type PdfBranding } from './branded-pdf.ts';

const company = siteConfig.companyName;
const { metrics, highlights, market, whyNow } = investorsContent;

const metricFigures = () => metrics.map((metric) => ({ value: metric.value, label: metric.title, note: metric.period }));
const highlightNamed = (title: string) => {
  const highlight = highlights.find((entry) => entry.title === title);
  if (!highlight) throw new Error(`Investment highlight "${title}" is not in the investors content.`);
  return highlight;
};
const serviceTitles = (id: 'core' | 'advanced' | 'industry') =>
  solutionsContent.categories.find((category) => category.id === id)?.services.map((service) => service.title) ?? [];
const pricingSummary = () =>
  `Clients pay a one-time setup fee of ${PRICES.setupRangeInProse} ` +
  `to build their solution, then a monthly service plan from ${PRICES.monthlyFrom} a month.`;

function contactSection(pdf: BrandedPdf) {
  const { address } = siteConfig;
  pdf
    .heading('Investor Relations Contact')
    .paragraph(
      `To discuss this document or request further information, contact our investor relations team at ${siteConfig.investorEmail} or ${siteConfig.mainPhone.display}.`,
    )
    .paragraph(
      `${siteConfig.legalName}, ${address.streetAddress}, ${address.locality}, ${address.regionCode} ${address.postalCode}, ${address.country}`,
      { muted: true },
    );
}

const basisNote = (what: string) =>
  `This ${what} restates the figures ${company} publishes on its investor relations page, with the period each figure refers to. ` +
  'It is a summary for information purposes, not a set of audited financial statements.';

type DocumentWriter = (pdf: BrandedPdf) => void;

/** Body of each document, by the document's id in the investors content. */
const WRITERS: Record<string, DocumentWriter> = {
  'investor-presentation': (pdf) => {
    pdf.heading('Who We Are').paragraph(investorsContent.hero.lead).paragraph(homeContent.about.lead);
    pdf.heading(investorsContent.metricsHeading).figures(metricFigures());
    pdf.heading(investorsContent.highlightsHeading).points(highlights);
    pdf.heading(market.heading).paragraph(market.lead).figures(market.figures);
    pdf.heading(whyNow.heading).points(whyNow.points);
    pdf
      .heading('What We Sell')
      .paragraph(pricingSummary())
      .subheading('Core AI Services')
      .bullets(serviceTitles('core'))
      .subheading('Advanced Solutions')
      .bullets(serviceTitles('advanced'))
      .subheading('Industry-Specific Packages')
      .bullets(serviceTitles('industry'));
    contactSection(pdf);
  },

  'annual-report-2023': (pdf) => {
    pdf.heading('About This Report').paragraph(basisNote('report'));
    pdf.heading('2023 at a Glance').figures(metricFigures());
    pdf.heading('The Year in Review');
    for (const metric of metrics) pdf.subheading(`${metric.title}: ${metric.value}`).paragraph(`${metric.description} (${metric.period}.)`);
    pdf
      .heading('What Drove the Year')
      .points(['Recurring Revenue Model', 'Proven Client Results', 'Scalable Platform', 'Partner Channel'].map(highlightNamed));
    pdf.heading('Our Services').paragraph(solutionsContent.hero.lead).bullets([...serviceTitles('core'), ...serviceTitles('advanced')]);
    pdf.paragraph(`Industry-specific packages: ${serviceTitles('industry').join(', ')}.`);
    pdf.heading('Looking Ahead').paragraph(market.lead).points(whyNow.points);
    contactSection(pdf);
  },

  'financial-summary-q4-2023': (pdf) => {
    pdf.heading('About This Summary').paragraph(basisNote('summary'));
    pdf.heading(FINANCIALS.heading).table({ header: ['', ...FINANCIALS.years.map(String)], rows: financialTable(), note: FINANCIALS.caption });
    pdf.heading('Key Operating Metrics').figures(metricFigures());
    for (const metric of metrics) pdf.subheading(metric.title).paragraph(`${metric.description} Reported figure: ${metric.value} (${metric.period}).`);
    pdf.heading('Revenue Model').paragraph(highlightNamed('Recurring Revenue Model').text).paragraph(pricingSummary());
    pdf.heading('Client Results').paragraph(highlightNamed('Proven Client Results').text);
    contactSection(pdf);
  },

  'market-analysis-report': (pdf) => {
    pdf.heading('Overview').paragraph(market.lead);
    pdf.heading('Market Size and Growth').figures(market.figures);
    pdf.paragraph(
      `Market figures are the estimates ${company} presents on its investor relations page; they describe the opportunity as we see it, not a forecast of our own results.`,
      { muted: true },
    );
    pdf.heading('Growth Drivers').points(whyNow.points);
    pdf
      .heading('Where We Compete')
      .points(['Large, Underserved Market', 'Scalable Platform', 'Partner Channel', 'Trust and Reliability'].map(highlightNamed));
    pdf
      .heading('Industries We Serve')
      .paragraph(homeContent.industries.lead)
      .bullets(homeContent.industries.cards.map((card) => `${card.title}: ${card.text}`));
    contactSection(pdf);
  },
};

/** Renders one investor document to PDF bytes. */
export async function renderInvestorDocument(document: InvestorDocument, branding: PdfBranding, creationDate: Date): Promise<Buffer> {
  const write = WRITERS[document.id];
  if (!write) throw new Error(`No PDF content is defined for the investor document "${document.id}".`);
  const pdf = new BrandedPdf({ title: document.title, subject: document.description, subtitle: document.description, branding, creationDate });
  write(pdf);
  return pdf.finish();
}
