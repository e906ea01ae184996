import type { ReactNode } from 'react';
import type { IconName } from '../../../shared/content/types.ts';
import { Icon } from '../Icon.tsx';
import { balancedColumns } from './balanced-columns.ts';
import { CheckList } from './SectionHeader.tsx';

export interface IconCard {
  /** Unique in its grid; also the element id when `anchored`. */
  key: string;
  icon: IconName;
  title: string;
  text: string;
  /** A figure shown above the title (the "stat" look). */
  stat?: string;
  bullets?: readonly string[];
}

/**
 * How a grid's cards look: the icon's colour and shape, where the title sits, and the spacing of the
 * bullets. Every icon-card grid of the site is one of these.
 */
const LOOKS = {
  /** Icon above the title on pale ocean: values, services. */
  ocean: { card: 'card', icon: 'inline-flex size-12 items-center justify-center rounded-xl bg-ocean-50 text-ocean-700' },
  /** Icon above the title on teal: the home page's solution families. */
  teal: { card: 'card', icon: 'inline-flex size-12 items-center justify-center rounded-xl bg-teal-100 text-teal-700' },
  /** Dark icon beside the title: industries. */
  inline: { card: 'card', icon: 'inline-flex size-11 items-center justify-center rounded-xl bg-navy-900 text-white' },
  /** Round icon, a big figure, then the title, centred: benefits. */
  stat: { card: 'card text-center', icon: 'mx-auto inline-flex size-12 items-center justify-center rounded-full bg-ocean-50 text-ocean-700' },
} as const;
export type IconCardLook = keyof typeof LOOKS;

function CardHeading({ card, look }: { card: IconCard; look: IconCardLook }) {
  const icon = (
    <span className={LOOKS[look].icon}>
      <Icon name={card.icon} />
    </span>
  );
  if (look === 'inline') {
    return (
      <div className="flex items-center gap-3">
        {icon}
        <h3 className="text-xl font-semibold text-navy-900">{card.title}</h3>
      </div>
    );
  }
  if (look === 'stat') {
    return (
      <>
        {icon}
        <p className="mt-4 text-3xl font-extrabold text-ocean-700">{card.stat}</p>
        <h3 className="mt-2 text-lg font-semibold text-navy-900">{card.title}</h3>
      </>
    );
  }
  return (
    <>
      {icon}
      <h3 className="mt-4 text-xl font-semibold text-navy-900">{card.title}</h3>
    </>
  );
}

/** A grid of cards, each an icon, a title, a text and optional bullets and footer (a call to action). */
export function IconCardGrid({
  cards,
  look,
  className,
  columns,
  column = false,
  anchored = false,
  bulletsClassName = 'mt-4',
  footer,
}: {
  cards: readonly IconCard[];
  look: IconCardLook;
  /** The grid's margin. */
  className: string;
  /** Tailwind grid columns; by default two from md, then three or four, never one card alone in a row. */
  columns?: string;
  /** Cards as flex columns, so a footer sits at the bottom of each. */
  column?: boolean;
  /** Each card carries its key as its id, so links can point at it. */
  anchored?: boolean;
  bulletsClassName?: string;
  footer?: (card: IconCard) => ReactNode;
}) {
  return (
    <ul className={`${className} grid gap-6 ${columns ?? balancedColumns(cards.length)}`}>
      {cards.map((card) => (
        <li key={card.key} id={anchored ? card.key : undefined} className={`${LOOKS[look].card} ${column ? 'flex flex-col' : ''} ${footer ? 'card-link' : ''}`.trim()}>
          <CardHeading card={card} look={look} />
          <p className={look === 'inline' ? 'mt-3 text-slate-600' : 'mt-2 text-slate-600'}>{card.text}</p>
          {card.bullets ? <CheckList items={card.bullets} className={bulletsClassName} /> : null}
          {footer?.(card)}
        </li>
      ))}
    </ul>
  );
}
