import { IconCardGrid } from '../../components/widgets/IconCardGrid.tsx';
import { SectionShell } from '../../components/widgets/SectionShell.tsx';
import { usePageLocale } from '../../components/site-content.tsx';

export function WhyChooseSection() {
  const { whyChoose } = usePageLocale().content.home;
  return (
    <SectionShell titleId="why-title" header={{ eyebrow: whyChoose.eyebrow, title: whyChoose.heading, lead: whyChoose.lead }}>
      <IconCardGrid
        look="stat"
        className="mt-12" columns="sm:grid-cols-2 lg:grid-cols-4"
        cards={whyChoose.benefits.map((benefit) => ({ key: benefit.title, ...benefit }))}
      />
    </SectionShell>
  );
}
