import { Bot, ShieldCheck, Activity } from 'lucide-react';
import heroIllustration from '../../assets/hero-illustration.svg';
import { AssistantButton } from '../../components/AssistantButton.tsx';
import { LeadFormLink } from '../../components/LeadFormLink.tsx';
import { usePageLocale } from '../../components/site-content.tsx';

function HighlightedTitle({ title, highlight }: { title: string; highlight: string }) {
  const at = title.indexOf(highlight);
  if (at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span className="text-ocean-700">{highlight}</span>
      {title.slice(at + highlight.length)}
    </>
  );
}

export function HeroSection() {
  const { hero } = usePageLocale().content.home;
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-ocean-50 to-white">
      <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl lg:text-6xl">
            <HighlightedTitle title={hero.title} highlight={hero.highlight} />
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-700 sm:text-xl">{hero.lead}</p>
          {/* On phones the right gutter keeps the actions, figures, trust line and badges clear of the assistant launcher. */}
          <div data-launcher-clear className="mt-8 flex flex-col gap-3 max-sm:pr-18 sm:flex-row">
            <LeadFormLink className="btn-primary">{hero.consultationLabel}</LeadFormLink>
            <AssistantButton mode="voice" className="btn-secondary">
              <Bot className="size-5" aria-hidden="true" />
              {hero.assistantLabel}
            </AssistantButton>
          </div>
          <dl data-launcher-clear className="mt-10 grid grid-cols-3 gap-4 border-t border-slate-200 pt-6 max-sm:pr-18">
            {hero.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm text-slate-600">{stat.label}</dt>
                <dd className="order-first text-2xl font-bold text-navy-900 sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <div data-launcher-clear className="mt-6 max-sm:pr-18">
            <p className="text-sm font-medium text-slate-700">{hero.socialProof}</p>
            <ul className="mt-3 flex flex-wrap gap-3">
              {hero.badges.map((badge, index) => (
                <li key={badge} className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium text-navy-900 ring-1 ring-slate-200">
                  {index === 0 ? <ShieldCheck className="size-4 text-teal-700" aria-hidden="true" /> : <Activity className="size-4 text-teal-700" aria-hidden="true" />}
                  {badge}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="hidden lg:block">
          {/* Above the fold on wide screens, where it may be the largest paint: never lazy. */}
          <img src={heroIllustration} alt="" width={560} height={480} className="h-auto w-full" />
        </div>
      </div>
    </section>
  );
}
