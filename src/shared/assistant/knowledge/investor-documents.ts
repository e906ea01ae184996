import { FINANCIALS, financialTable } from '../../content/financials.ts';
import { investorsContent } from '../../content/investors.ts';
import { asSentence, sentencesOf, type KnowledgeDocument } from './knowledge-document.ts';

type Section = Pick<KnowledgeDocument, 'title' | 'href' | 'keywords'>;

/** One chunk a fact (a metric, a table row, a highlight, a figure, a document), each linking its section. */
function chunksOf(section: Section, key: string, facts: readonly { keywords: string; passages: string[] }[]): KnowledgeDocument[] {
  return facts.map((fact, position) => ({
    ...section,
    id: `investors:${key}:${position}`,
    keywords: `investors ${section.keywords} ${fact.keywords}`,
    passages: fact.passages,
  }));
}

/** The Investors page: key metrics and the financial table, highlights, market, documents and the contact. */
export function investorDocuments(): KnowledgeDocument[] {
  const { metricsHeading, metrics, highlightsHeading, highlights, market, whyNow, documentsHeading, documents, contact } = investorsContent;
  const years = FINANCIALS.years;
  const metricsSection = { title: `Investors: ${metricsHeading}`, href: '/investors#metrics-title', keywords: `${metricsHeading} ${FINANCIALS.heading} financials performance` };
  const marketSection = { title: `Investors: ${market.heading}`, href: '/investors#market-title', keywords: `${market.heading} ${whyNow.heading} opportunity` };
  return [
    ...chunksOf(metricsSection, 'metrics', [
      ...metrics.map((metric) => ({
        keywords: `${metric.title} ${metric.period}`,
        passages: [`${metric.title}: ${metric.value} (${metric.period}).`, ...sentencesOf(metric.description)],
      })),
      ...financialTable().map((row) => ({
        keywords: `${row.label} ${years.join(' ')} by year ${row.cells.some((cell) => cell.endsWith('%')) ? 'rate percent' : ''}`,
        passages: [`${row.label}: ${row.cells.map((cell, index) => `${years[index]} ${cell}`).join(', ')}.`, asSentence(FINANCIALS.caption)],
      })),
    ]),
    ...chunksOf({ title: `Investors: ${highlightsHeading}`, href: '/investors#highlights-title', keywords: `${highlightsHeading} why invest` }, 'highlights', highlights.map((highlight) => ({ keywords: highlight.title, passages: sentencesOf(highlight.text) }))),
    ...chunksOf(marketSection, 'market', [
      { keywords: '', passages: sentencesOf(market.lead) },
      ...market.figures.map((figure) => ({ keywords: '', passages: [`${figure.label}: ${figure.value}.`] })),
      ...whyNow.points.map((point) => ({ keywords: point.title, passages: sentencesOf(point.text) })),
    ]),
    ...chunksOf({ title: `Investors: ${documentsHeading}`, href: '/investors#documents-title', keywords: `${documentsHeading} download pdf reports` }, 'documents', documents.map((document) => ({
      keywords: `${document.title} ${document.type} download`,
      passages: [`${document.title} (${document.type}): ${asSentence(document.description)}`],
    }))),
    ...chunksOf({ title: `Investors: ${contact.heading}`, href: '/investors#investor-contact-title', keywords: `${contact.heading} ${contact.scheduleLabel} ${contact.messageLabel}` }, 'contact', [
      { keywords: '', passages: sentencesOf(contact.text) },
    ]),
  ];
}
