import { HEADER_LINKS } from '../../src/shared/navigation.ts';

type HeaderHref = (typeof HEADER_LINKS)[number]['href'];

/** A header link's name as the content model says it, by its English path: "/solutions" → "Solutions". */
export const headerLabel = (href: HeaderHref): string => HEADER_LINKS.find((link) => link.href === href)!.label;
