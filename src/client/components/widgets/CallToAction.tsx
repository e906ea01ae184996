import type { ReactNode } from 'react';

/** The panel's colours and the heading's and text's styles that go with them. */
const LOOKS = {
  /** A white card, centred: the investor form. */
  card: { panel: 'card mx-auto max-w-3xl text-center', heading: 'text-3xl font-bold text-navy-900', text: 'mt-4 text-slate-700' },
  /** A navy panel, left-aligned: the media resources. */
  navy: { panel: 'on-dark rounded-2xl bg-navy-900 p-8 text-white sm:p-12', heading: 'text-3xl font-bold', text: 'mt-4 max-w-2xl text-slate-200' },
} as const;
export type CallToActionLook = keyof typeof LOOKS;

/**
 * A page's closing section: one panel with a heading, a sentence and what the visitor can do next
 * (`children`: buttons, links or an island), the section named by its heading.
 */
export function CallToAction({
  titleId,
  look,
  heading,
  text,
  children,
}: {
  /** The id of the panel's h2, which names the section for assistive technology. */
  titleId: string;
  look: CallToActionLook;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  const styles = LOOKS[look];
  return (
    <section aria-labelledby={titleId} className="section">
      <div className="container-page">
        <div className={styles.panel}>
          <h2 id={titleId} className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.text}>{text}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
