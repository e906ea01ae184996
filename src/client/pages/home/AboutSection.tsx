import { homeContent } from '../../../shared/content/home.ts';
import { Icon } from '../../components/Icon.tsx';
import { Illustration } from '../../components/illustrations/Illustration.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';

export function AboutSection() {
  const { about } = homeContent;
  return (
    <section id="about" aria-labelledby="about-title" className="section">
      <div className="container-page">
        <SectionHeading id="about-title" eyebrow={about.eyebrow} title={about.heading} lead={about.lead} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {about.values.map((value) => (
            <li key={value.title} className="card">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-ocean-50 text-ocean-700">
                <Icon name={value.icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-navy-900">{value.title}</h3>
              <p className="mt-2 text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
        <ul className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {about.tiles.map((tile) => (
            <li key={tile.illustration}>
              <figure className="overflow-hidden rounded-2xl bg-sand-50 ring-1 ring-slate-200">
                <Illustration name={tile.illustration} alt={tile.alt} className="aspect-[4/3] h-auto w-full" />
                <figcaption className="px-4 py-3 text-sm font-medium text-slate-700">{tile.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="on-dark mt-12 flex flex-col items-start gap-4 rounded-2xl bg-navy-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="text-2xl font-bold">{about.cta.heading}</h3>
            <p className="mt-2 text-slate-200">{about.cta.text}</p>
          </div>
          <a href="#contact" className="btn-light shrink-0">
            {about.cta.label}
          </a>
        </div>
      </div>
    </section>
  );
}
