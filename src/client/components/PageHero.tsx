import type { ReactNode } from 'react';

/** A page's dark hero: eyebrow, title, lead, actions, and on wide screens the page's own picture beside them. */
export function PageHero({ eyebrow, title, lead, children, art }: { eyebrow: string; title: string; lead: string; children?: ReactNode; art?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="on-dark overflow-hidden bg-navy-900 text-white">
      <div className={`container-page py-16 sm:py-20 ${art ? 'grid items-center gap-12 lg:grid-cols-[3fr_2fr]' : ''}`}>
        <div>
          <p className="text-sm font-semibold tracking-wide text-teal-100 uppercase">{eyebrow}</p>
          <h1 id="page-title" className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">{lead}</p>
          {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
        </div>
        {art ? <div className="hidden lg:block">{art}</div> : null}
      </div>
    </section>
  );
}
