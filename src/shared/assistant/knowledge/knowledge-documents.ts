import { faqContent } from '../../content/faq.ts';
import { homeContent } from '../../content/home.ts';
import { investorsContent } from '../../content/investors.ts';
import { newsContent } from '../../content/news.ts';
import { privacyPolicy } from '../../content/privacy.ts';
import { solutionsContent } from '../../content/solutions.ts';
import { termsOfService } from '../../content/terms.ts';
import type { LegalDocument } from '../../content/types.ts';
import { PRICES } from '../../content/pricing.ts';

/**
 * One answerable piece of the site: a section or card a visitor could be sent to. `passages` are
 * the sentences and list items a reply may quote, word for word, in page order.
 */
export interface KnowledgeDocument {
  /** Unique; also the bench's way of naming the expected source. */
  id: string;
  /** What the reply's link says: "More: <title>". */
  title: string;
  /** The page and section the passages come from, e.g. /solutions#ai-phone-assistant. */
  href: string;
  /** Extra words that describe the section without being quoted (headings, the FAQ question). */
  keywords: string;
  passages: readonly string[];
}

/** Splits prose into sentences, keeping abbreviations like "a.m." and figures like "99.9%" whole. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9$“"])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const asSentence = (item: string) => (/[.!?]$/.test(item) ? item : `${item}.`);

function legalDocuments(document: LegalDocument, path: string): KnowledgeDocument[] {
  return document.sections.map((section) => ({
    id: `${path.slice(1)}:${section.id}`,
    title: `${document.title}: ${section.title}`,
    href: `${path}#${section.id}`,
    keywords: `${document.title} ${section.title}`,
    passages: section.blocks.flatMap((block) =>
      block.kind === 'paragraph' ? sentencesOf(block.text) : block.kind === 'list' ? block.items.map(asSentence) : [],
    ),
  }));
}

function faqDocuments(): KnowledgeDocument[] {
  return faqContent.groups.flatMap((group) =>
    group.items.map((item) => ({
      id: `faq:${item.id}`,
      title: item.question,
      href: `/solutions#faq-${item.id}`,
      keywords: `${item.question} ${group.title}`,
      passages: sentencesOf(item.answer),
    })),
  );
}

function solutionsDocuments(): KnowledgeDocument[] {
  const { investment, categories } = solutionsContent;
  const plans: KnowledgeDocument = {
    id: 'solutions:investment',
    title: investment.heading,
    href: '/solutions#investment-title',
    keywords: `pricing ${investment.setup.title} ${investment.monthly.title}`,
    passages: [
      ...sentencesOf(investment.lead),
      `${investment.setup.title}: ${PRICES.setupRange} ${investment.setup.period}.`,
      `${investment.monthly.title}: ${PRICES.monthlyFromPlus} ${investment.monthly.period}.`,
      investment.note,
    ],
  };
  const services = categories.flatMap((category) =>
    category.services.map((service) => ({
      id: `solutions:${service.id}`,
      title: category.id === 'industry' ? `${service.title} package` : service.title,
      href: `/solutions#${service.id}`,
      keywords: `${service.title} ${category.title}`,
      passages: [...sentencesOf(service.description), ...service.features.map(asSentence)],
    })),
  );
  return [plans, ...services];
}

function homeDocuments(): KnowledgeDocument[] {
  const { hero, about, solutions, whyChoose, industries } = homeContent;
  return [
    {
      id: 'home:about',
      title: about.eyebrow,
      href: '/#about',
      keywords: `${about.heading} company founded history mission values`,
      passages: [
        ...sentencesOf(about.lead),
        ...about.values.flatMap((value) => sentencesOf(value.text)),
        ...sentencesOf(hero.lead),
        asSentence(hero.socialProof),
      ],
    },
    ...solutions.cards.map((card) => ({
      id: `home:solutions:${card.title}`,
      title: card.title,
      href: '/#solutions',
      keywords: `${card.title} ${solutions.heading}`,
      passages: [...sentencesOf(card.text), ...card.bullets.map(asSentence)],
    })),
    {
      id: 'home:why-choose',
      title: whyChoose.heading,
      href: '/#why-title',
      keywords: `${whyChoose.eyebrow} results benefits`,
      passages: whyChoose.benefits.flatMap((benefit) => sentencesOf(benefit.text)),
    },
    ...industries.cards.map((card) => ({
      id: `home:industries:${card.title}`,
      title: `${card.title} (${industries.eyebrow})`,
      href: '/#industries',
      keywords: `${card.title} industry`,
      passages: [...sentencesOf(card.text), ...card.useCases.map(asSentence)],
    })),
  ];
}

function investorDocuments(): KnowledgeDocument[] {
  const { metricsHeading, metrics, highlightsHeading, highlights, market, whyNow } = investorsContent;
  return [
    {
      id: 'investors:metrics',
      title: `Investors: ${metricsHeading}`,
      href: '/investors#metrics-title',
      keywords: 'investors metrics growth revenue clients uptime',
      passages: metrics.map((metric) => `${metric.title}: ${metric.value}. ${metric.description}`),
    },
    {
      id: 'investors:highlights',
      title: `Investors: ${highlightsHeading}`,
      href: '/investors#highlights-title',
      keywords: 'investors invest investment highlights',
      passages: highlights.flatMap((highlight) => sentencesOf(highlight.text)),
    },
    {
      id: 'investors:market',
      title: `Investors: ${market.heading}`,
      href: '/investors#market-title',
      keywords: `investors ${whyNow.heading} market size growth`,
      passages: [
        ...sentencesOf(market.lead),
        ...market.figures.map((figure) => `${figure.label}: ${figure.value}.`),
        ...whyNow.points.flatMap((point) => sentencesOf(point.text)),
      ],
    },
  ];
}

function newsDocuments(): KnowledgeDocument[] {
  return [...newsContent.coverage, ...newsContent.pressReleases].map((item) => ({
    id: `news:${item.slug}`,
    title: item.title,
    href: `/news/${item.slug}`,
    keywords: `news press ${item.title}`,
    passages: [...sentencesOf(item.excerpt), ...item.body.flatMap(sentencesOf)],
  }));
}

/** Everything the chat may answer from, in one list: what the build indexes. */
export function knowledgeDocuments(): KnowledgeDocument[] {
  return [
    ...faqDocuments(),
    ...solutionsDocuments(),
    ...homeDocuments(),
    ...investorDocuments(),
    ...newsDocuments(),
    ...legalDocuments(privacyPolicy, '/privacy'),
    ...legalDocuments(termsOfService, '/terms'),
  ];
}
