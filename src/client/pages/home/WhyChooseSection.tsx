import { homeContent } from '../../../shared/content/home.ts';
import { Icon } from '../../components/Icon.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';

export function WhyChooseSection() {
  const { whyChoose } = homeContent;
  return (
    <section aria-labelledby="why-title" className="section">
      <div className="container-page">
        <SectionHeading id="why-title" eyebrow={whyChoose.eyebrow} title={whyChoose.heading} lead={whyChoose.lead} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyChoose.benefits.map((benefit) => (
            <li key={benefit.title} className="card text-center">
              <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
                <Icon name={benefit.icon} />
              </span>
              <p className="mt-4 text-3xl font-extrabold text-ocean-700">{benefit.stat}</p>
              <h3 className="mt-2 text-lg font-semibold text-navy-900">{benefit.title}</h3>
              <p className="mt-2 text-slate-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
