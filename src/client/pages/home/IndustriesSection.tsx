import { homeContent } from '../../../shared/content/home.ts';
import { Icon } from '../../components/Icon.tsx';
import { CheckList, SectionHeading } from '../../components/SectionHeading.tsx';

export function IndustriesSection() {
  const { industries } = homeContent;
  return (
    <section id="industries" aria-labelledby="industries-title" className="section bg-sand-50">
      <div className="container-page">
        <SectionHeading id="industries-title" eyebrow={industries.eyebrow} title={industries.heading} lead={industries.lead} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {industries.cards.map((card) => (
            <li key={card.title} className="card">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-navy-900 text-white">
                  <Icon name={card.icon} />
                </span>
                <h3 className="text-xl font-semibold text-navy-900">{card.title}</h3>
              </div>
              <p className="mt-3 text-slate-600">{card.text}</p>
              <CheckList items={card.useCases} className="mt-4" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
