import { IconCardGrid } from '../../components/widgets/IconCardGrid.tsx';
import { SectionShell } from '../../components/widgets/SectionShell.tsx';
import { usePageLocale } from '../../components/site-content.tsx';

export function IndustriesSection() {
  const { industries } = usePageLocale().content.home;
  return (
    <SectionShell id="industries" titleId="industries-title" background="sand" header={{ eyebrow: industries.eyebrow, title: industries.heading, lead: industries.lead }}>
      <IconCardGrid
        look="inline"
        className="mt-12"
        cards={industries.cards.map((card) => ({ key: card.title, ...card, bullets: card.useCases }))}
      />
    </SectionShell>
  );
}
