import { faqContent } from '../../content/faq.ts';
import { homeContent } from '../../content/home.ts';
import { privacyPolicy } from '../../content/privacy.ts';
import { solutionsContent } from '../../content/solutions.ts';
import { termsOfService } from '../../content/terms.ts';
import { PRICES } from '../../content/pricing.ts';
import { investorDocuments } from './investor-documents.ts';
import { asSentence, sentencesOf, type KnowledgeDocument } from './knowledge-document.ts';
import { legalDocuments } from './legal-documents.ts';
import { newsDocuments } from './news-documents.ts';

export type { KnowledgeDocument } from './knowledge-document.ts';

function faqDocuments(): KnowledgeDocument[] {
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

function solutionsDocuments(): KnowledgeDocument[] {
  const { investment, categories } = solutionsContent;
  const investmentSection = { title: investment.heading, href: '/solutions#investment-title' };
  const plans: KnowledgeDocument[] = [
    {
      ...investmentSection,
      id: 'solutions:investment',
      keywords: `pricing ${investment.setup.title} ${investment.monthly.title}`,
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
      keywords: `pricing ${plan.title} ${plan.period} includes`,
      passages: [...sentencesOf(plan.text), ...plan.includes.map(asSentence)],
    })),
  ];
  const services = categories.flatMap((category) =>
    category.services.map((service) => ({
      id: `solutions:${service.id}`,
      title: category.id === 'industry' ? `${service.title} package` : service.title,
      href: `/solutions#${service.id}`,
      keywords: `${service.title} ${category.title}`,
      passages: [...sentencesOf(service.description), ...service.features.map(asSentence)],
    })),
  );
  return [...plans, ...services];
}

function homeDocuments(): KnowledgeDocument[] {
  const { hero, about, solutions, whyChoose, industries } = homeContent;
  return [
    {
      id: 'home:about',
      title: about.eyebrow,
      href: '/#about',
      keywords: `${about.heading} company founded history mission`,
      passages: [...sentencesOf(about.lead), asSentence(hero.socialProof)],
    },
    {
      id: 'home:about:values',
      title: about.eyebrow,
      href: '/#about',
      keywords: `${about.heading} values ${about.values.map((value) => value.title).join(' ')}`,
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
      keywords: `${whyChoose.eyebrow} results benefits ${benefit.title}`,
      passages: sentencesOf(benefit.text),
    })),
    ...industries.cards.map((card) => ({
      id: `home:industries:${card.title}`,
      title: `${card.title} (${industries.eyebrow})`,
      href: '/#industries',
      keywords: `${card.title} industry`,
      passages: [...sentencesOf(card.text), ...card.useCases.map(asSentence)],
    })),
  ];
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
