import { FINANCIALS, financialTable } from '../../content/financials.ts';
import type { SiteContent } from '../../content/site-content.ts';
import { asSentence, sentencesOf, type KnowledgeDocument } from './knowledge-document.ts';
import type { KnowledgeWords } from './knowledge-keywords.ts';

type Section = Pick<KnowledgeDocument, 'title' | 'href' | 'keywords'>;

/** One chunk a fact (a metric, a table row, a highlight, a figure, a document), each linking its section. */
function chunksOf(section: Section, key: string, facts: readonly { keywords: string; passages: string[] }[], words: KnowledgeWords): KnowledgeDocument[] {
  return facts.map((fact, position) => ({
    ...section,
    id: `investors:${key}:${position}`,
    keywords: `${words.investors} ${section.keywords} ${fact.keywords}`,
    passages: fact.passages,
  }));
}

/** The Investors page: key metrics and the financial table, highlights, market, documents and the contact. */
export function investorDocuments({ investors: investorsContent, financials }: SiteContent, words: KnowledgeWords): KnowledgeDocument[] {
  const label = words.labels.investorsSection;
  const { metricsHeading, metrics, highlightsHeading, highlights, market, whyNow, documentsHeading, documents, contact } = investorsContent;
  const years = FINANCIALS.years;
  const metricsSection = { title: label(metricsHeading), href: '/investors#metrics-title', keywords: `${metricsHeading} ${financials.heading} ${words.metrics}` };
  const marketSection = { title: label(market.heading), href: '/investors#market-title', keywords: `${market.heading} ${whyNow.heading} ${words.market}` };
  return [
    ...chunksOf(metricsSection, 'metrics', [
      ...metrics.map((metric) => ({
        keywords: `${metric.title} ${metric.period}`,
        passages: [`${metric.title}: ${metric.value} (${metric.period}).`, ...sentencesOf(metric.description)],
      })),
      ...financialTable(financials).map((row) => ({
        keywords: `${row.label} ${years.join(' ')} ${words.byYear} ${row.cells.some((cell) => cell.endsWith('%')) ? words.ratePercent : ''}`,
        passages: [`${row.label}: ${row.cells.map((cell, index) => `${years[index]} ${cell}`).join(', ')}.`, asSentence(financials.caption)],
      })),
    ], words),
    ...chunksOf({ title: label(highlightsHeading), href: '/investors#highlights-title', keywords: `${highlightsHeading} ${words.highlights}` }, 'highlights', highlights.map((highlight) => ({ keywords: highlight.title, passages: sentencesOf(highlight.text) })), words),
    ...chunksOf(marketSection, 'market', [
      { keywords: '', passages: sentencesOf(market.lead) },
      ...market.figures.map((figure) => ({ keywords: '', passages: [`${figure.label}: ${figure.value}.`] })),
      ...whyNow.points.map((point) => ({ keywords: point.title, passages: sentencesOf(point.text) })),
    ], words),
    ...chunksOf({ title: label(documentsHeading), href: '/investors#documents-title', keywords: `${documentsHeading} ${words.documents}` }, 'documents', documents.map((document) => ({
      keywords: `${document.title} ${document.type} ${words.download}`,
      passages: [`${document.title} (${document.type}): ${asSentence(document.description)}`],
    })), words),
    ...chunksOf({ title: label(contact.heading), href: '/investors#investor-contact-title', keywords: `${contact.heading} ${contact.scheduleLabel} ${contact.messageLabel}` }, 'contact', [
      { keywords: '', passages: sentencesOf(contact.text) },
    ], words),
  ];
}
