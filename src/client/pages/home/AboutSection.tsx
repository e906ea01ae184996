import { Illustration } from '../../components/illustrations/Illustration.tsx';
import { IconCardGrid } from '../../components/widgets/IconCardGrid.tsx';
import { SectionShell } from '../../components/widgets/SectionShell.tsx';
import { usePageLocale } from '../../components/site-content.tsx';

export function AboutSection() {
  const { about } = usePageLocale().content.home;
  return (
    <SectionShell id="about" titleId="about-title" header={{ eyebrow: about.eyebrow, title: about.heading, lead: about.lead }}>
      <IconCardGrid look="ocean" className="mt-12" columns="md:grid-cols-3" cards={about.values.map((value) => ({ key: value.title, ...value }))} />
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
    </SectionShell>
  );
}
