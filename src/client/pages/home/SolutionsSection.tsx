import { IconCardGrid } from '../../components/widgets/IconCardGrid.tsx';
import { SectionShell } from '../../components/widgets/SectionShell.tsx';
import { usePageLocale } from '../../components/site-content.tsx';

export function SolutionsSection() {
  const { content, href } = usePageLocale();
  const { solutions } = content.home;
  return (
    <SectionShell id="solutions" titleId="solutions-title" background="slate" header={{ eyebrow: solutions.eyebrow, title: solutions.heading, lead: solutions.lead }}>
      <IconCardGrid
        look="teal"
        column
        className="mt-12"
        cards={solutions.cards.map((card) => ({ key: card.title, ...card }))}
      />
      <p className="mt-10 text-center">
        <a href={href('/solutions')} className="btn-secondary">
          {solutions.exploreLabel}
        </a>
      </p>
    </SectionShell>
  );
}
