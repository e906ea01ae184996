import { homeContent } from '../../../shared/content/home.ts';
import { Icon } from '../../components/Icon.tsx';
import { CheckList, SectionHeading } from '../../components/SectionHeading.tsx';

export function SolutionsSection() {
  const { solutions } = homeContent;
  return (
    <section id="solutions" aria-labelledby="solutions-title" className="section bg-slate-50">
      <div className="container-page">
        <SectionHeading id="solutions-title" eyebrow={solutions.eyebrow} title={solutions.heading} lead={solutions.lead} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {solutions.cards.map((card) => (
            <li key={card.title} className="card flex flex-col">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-100 text-teal-700">
                <Icon name={card.icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-navy-900">{card.title}</h3>
              <p className="mt-2 text-slate-600">{card.text}</p>
              <CheckList items={card.bullets} className="mt-4" />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <a href="/solutions" className="btn-secondary">
            Explore all services and pricing
          </a>
        </p>
      </div>
    </section>
  );
}
