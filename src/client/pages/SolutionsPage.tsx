import { Phone } from 'lucide-react';
import { siteConfig } from '../../shared/site-config.ts';
import { LeadFormLink } from '../components/LeadFormLink.tsx';
import { SampleCallCard } from '../components/hero-art/SampleCallCard.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { usePageLocale } from '../components/site-content.tsx';
import { IconCardGrid } from '../components/widgets/IconCardGrid.tsx';
import { CheckList, SectionHeader } from '../components/widgets/SectionHeader.tsx';
import { SectionShell } from '../components/widgets/SectionShell.tsx';
import AssistantIsland from '../features/assistant/AssistantIsland.tsx';
import { Island } from '../islands/Island.tsx';

export function SolutionsPage() {
  const { content, href, locale } = usePageLocale();
  const { solutions: solutionsContent, faq: faqContent } = content;
  const { hero, investment, categories, categoryEyebrow, learnMoreLabel, closing } = solutionsContent;
  const plans = [investment.setup, investment.monthly];
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} art={<SampleCallCard call={hero.sampleCall} />}>
        <a href={href('/#contact')} className="btn-light">
          {hero.quoteLabel}
        </a>
      </PageHero>

      <SectionShell titleId="investment-title" header={{ eyebrow: investment.eyebrow, title: investment.heading, lead: investment.lead }}>
        <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          {plans.map((plan) => (
            <li key={plan.title} className="card">
              <h3 className="text-xl font-semibold text-navy-900">{plan.title}</h3>
              <p className="mt-4">
                <span data-price className="text-2xl font-extrabold whitespace-nowrap text-navy-900 sm:text-4xl">
                  {plan.price}
                </span>{' '}
                <span data-price-period className="whitespace-nowrap text-slate-600">
                  {plan.period}
                </span>
              </p>
              <p className="mt-3 text-slate-600">{plan.text}</p>
              <CheckList items={plan.includes} className="mt-6" />
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center font-medium text-slate-700">{investment.note}</p>
      </SectionShell>

      {categories.map((category, index) => (
        <SectionShell
          key={category.id}
          id={category.id}
          titleId={`${category.id}-title`}
          background={index % 2 === 0 ? 'slate' : 'plain'}
          header={{ eyebrow: categoryEyebrow(category.services.length), title: category.title, lead: category.lead }}
        >
          <IconCardGrid
            look="ocean"
            column
            anchored
            className="mt-12"
            bulletsClassName="mt-4 mb-6"
            cards={category.services.map((service) => ({ key: service.id, icon: service.icon, title: service.title, text: service.description, bullets: service.features }))}
            footer={(service) => (
              <LeadFormLink className="btn-secondary mt-auto w-full">
                {learnMoreLabel}
                <span className="sr-only">: {service.title}</span>
              </LeadFormLink>
            )}
          />
        </SectionShell>
      ))}

      <section id="faq" aria-labelledby="faq-title" className="section">
        <div className="container-page max-w-3xl">
          <SectionHeader id="faq-title" eyebrow={faqContent.eyebrow} title={faqContent.heading} />
          {faqContent.groups.map((group) => (
            <div key={group.id} className="mt-10">
              <h3 id={group.id} className="text-xl font-bold text-ocean-700">
                {group.title}
              </h3>
              <dl className="divide-y divide-slate-200">
                {group.items.map((item) => (
                  <div key={item.id} id={`faq-${item.id}`} className="scroll-mt-24 py-6">
                    <dt className="text-lg font-semibold text-navy-900">{item.question}</dt>
                    <dd className="mt-2 text-slate-700">{item.answer}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="closing-title" className="on-dark bg-ocean-700 text-white">
        <div className="container-page py-16 text-center">
          <h2 id="closing-title" className="text-3xl font-bold">
            {closing.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ocean-50">{closing.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LeadFormLink className="btn-light">{closing.demoLabel}</LeadFormLink>
            <a href={`tel:${siteConfig.mainPhone.e164}`} className="btn-outline-light">
              <Phone className="size-5" aria-hidden="true" />
              {closing.callLabel}
            </a>
          </div>
        </div>
      </section>
      <Island name="assistant" component={AssistantIsland} props={{ locale }} hydrate="interaction" />
    </>
  );
}
