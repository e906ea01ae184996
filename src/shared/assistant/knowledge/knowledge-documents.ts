import { SITE_CONTENT, type SiteContent } from '../../content/site-content.ts';
import type { Locale } from '../../i18n/locales.ts';
import { investorDocuments } from './investor-documents.ts';
import { asSentence, sectionIn, sentencesOf, type KnowledgeDocument } from './knowledge-document.ts';
import { KNOWLEDGE_WORDS, type KnowledgeWords } from './knowledge-keywords.ts';
import { legalDocuments } from './legal-documents.ts';
import { newsDocuments } from './news-documents.ts';

export type { KnowledgeDocument } from './knowledge-document.ts';

function faqDocuments({ faq: faqContent }: SiteContent): KnowledgeDocument[] {
  return faqContent.groups.flatMap((group) =>
    group.items.map((item) => ({
      id: `faq:${item.id}`,
      title: item.question,
      href: `/solutions#faq-${item.id}`,
      keywords: `${item.question} ${item.id.replace(/-/g, ' ')} ${group.title}`,
      passages: sentencesOf(item.answer),
    })),
  );
}

function solutionsDocuments({ solutions: solutionsContent, prices: PRICES }: SiteContent, words: KnowledgeWords): KnowledgeDocument[] {
  const { investment, categories } = solutionsContent;
  const investmentSection = { title: investment.heading, href: '/solutions#investment-title' };
  const plans: KnowledgeDocument[] = [
    {
      ...investmentSection,
      id: 'solutions:investment',
      keywords: `${words.pricing} ${investment.setup.title} ${investment.monthly.title}`,
      passages: [
        ...sentencesOf(investment.lead),
        `${investment.setup.title}: ${PRICES.setupRange} ${investment.setup.period}.`,
        `${investment.monthly.title}: ${PRICES.monthlyFromPlus} ${investment.monthly.period}.`,
        investment.note,
      ],
    },
    ...[investment.setup, investment.monthly].map((plan) => ({
      ...investmentSection,
      id: `solutions:investment:${plan.title}`,
      keywords: `${words.pricing} ${plan.title} ${plan.period} ${words.includes}`,
      passages: [...sentencesOf(plan.text), ...plan.includes.map(asSentence)],
    })),
  ];
  const services = categories.flatMap((category) =>
    category.services.map((service) => ({
      id: `solutions:${service.id}`,
      title: category.id === 'industry' ? words.labels.industryPackage(service.title) : service.title,
      href: `/solutions#${service.id}`,
      keywords: `${service.title} ${category.title}`,
      passages: [...sentencesOf(service.description), ...service.features.map(asSentence)],
    })),
  );
  return [...plans, ...services];
}

function homeDocuments({ home: homeContent }: SiteContent, words: KnowledgeWords): KnowledgeDocument[] {
  const { hero, about, solutions, whyChoose, industries } = homeContent;
  return [
    {
      id: 'home:about',
      title: about.eyebrow,
      href: '/#about',
      keywords: `${about.heading} ${words.about}`,
      passages: [...sentencesOf(about.lead), asSentence(hero.socialProof)],
    },
    {
      id: 'home:about:values',
      title: about.eyebrow,
      href: '/#about',
      keywords: `${about.heading} ${words.values} ${about.values.map((value) => value.title).join(' ')}`,
      passages: [...about.values.flatMap((value) => sentencesOf(value.text)), ...sentencesOf(hero.lead)],
    },
    ...solutions.cards.map((card) => ({
      id: `home:solutions:${card.title}`,
      title: card.title,
      href: '/#solutions',
      keywords: `${card.title} ${solutions.heading}`,
      passages: [...sentencesOf(card.text), ...card.bullets.map(asSentence)],
    })),
    ...whyChoose.benefits.map((benefit) => ({
      id: `home:why-choose:${benefit.title}`,
      title: whyChoose.heading,
      href: '/#why-title',
      keywords: `${whyChoose.eyebrow} ${words.benefits} ${benefit.title}`,
      passages: sentencesOf(benefit.text),
    })),
    ...industries.cards.map((card) => ({
      id: `home:industries:${card.title}`,
      title: `${card.title} (${industries.eyebrow})`,
      href: '/#industries',
      keywords: `${card.title} ${words.industry}`,
      passages: [...sentencesOf(card.text), ...card.useCases.map(asSentence)],
    })),
  ];
}

/**
 * Everything the chat may answer from in one language, in one list: what the build indexes for that language.
 * The sources link the language's own pages (/es/solutions#faq-cost), which keep the English pages' anchors.
 */
export function knowledgeDocuments(locale: Locale = 'en'): KnowledgeDocument[] {
  const content = SITE_CONTENT[locale];
  const words = KNOWLEDGE_WORDS[locale];
  const documents = [
    ...faqDocuments(content),
    ...solutionsDocuments(content, words),
    ...homeDocuments(content, words),
    ...investorDocuments(content, words),
    ...newsDocuments(content, words, locale),
    ...legalDocuments(content.privacy.document, '/privacy'),
    ...legalDocuments(content.terms.document, '/terms'),
  ];
  return documents.map((document) => ({ ...document, href: sectionIn(document.href, locale) }));
}
