import type { ReactNode } from 'react';
import { SectionHeader, type SectionHeaderProps } from './SectionHeader.tsx';

const BACKGROUNDS = { plain: '', slate: ' bg-slate-50', sand: ' bg-sand-50' } as const;
export type SectionBackground = keyof typeof BACKGROUNDS;

/**
 * A page section: the landmark named by its heading, the page-width container and, when given, the centred
 * eyebrow, title and lead above the content.
 */
export function SectionShell({
  id,
  titleId,
  background = 'plain',
  header,
  children,
}: {
  id?: string;
  /** The id of the section's h2, which names the section for assistive technology. */
  titleId: string;
  background?: SectionBackground;
  header?: Omit<SectionHeaderProps, 'id'>;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={`section${BACKGROUNDS[background]}`}>
      <div className="container-page">
        {header ? <SectionHeader id={titleId} {...header} /> : null}
        {children}
      </div>
    </section>
  );
}
