import { EXTERNAL_LINK_HOSTS } from '../../src/shared/external-links.ts';

/** A link as written in the page. */
export interface LinkAttributes {
  href: string | null;
  target: string | null;
  rel: string | null;
}

const MAILTO = /^mailto:[^@\s?]+@[^@\s?]+\.[a-z]{2,}(\?.*)?$/i;
const TEL = /^tel:\+[1-9]\d{6,14}$/;
/** A plain https address with a host name and nothing a visitor would not expect in it. */
const WELL_FORMED_HTTPS = /^https:\/\/([a-z0-9-]+\.)+[a-z]{2,}(\/[^\s"'<>\\]*)?$/i;

const opensTabUnsafely = (link: LinkAttributes) => link.target === '_blank' && !/\bnoopener\b/.test(link.rel ?? '');

/**
 * What a link's form alone says, shared by the browser's control walk and the served pages' link check: a problem,
 * or nothing wrong and nothing to follow (a well-formed mailto:, tel: or external link: a link leaving the site is
 * never fetched, nothing outside is reachable here), or `follow`, the address on this site the caller must check.
 */
export function linkForm(link: LinkAttributes, resolved: URL | null, siteOrigin: string): { problem: string } | { follow: URL } | null {
  const { href } = link;
  if (href === null || href.trim() === '' || href === '#' || /^javascript:/i.test(href) || !resolved) return { problem: 'has no destination' };
  if (href.startsWith('mailto:')) return MAILTO.test(href) ? null : { problem: 'is not a well-formed mailto: link' };
  if (href.startsWith('tel:')) return TEL.test(href) ? null : { problem: 'is not a well-formed tel: link with an E.164 number' };
  if (resolved.origin !== siteOrigin) {
    if (resolved.protocol !== 'https:') return { problem: 'leaves the site without https' };
    if (!WELL_FORMED_HTTPS.test(href) || resolved.username || resolved.password) return { problem: 'is not a well-formed https URL' };
    if (opensTabUnsafely(link)) return { problem: 'opens a new tab without rel="noopener"' };
    if (!EXTERNAL_LINK_HOSTS.has(resolved.hostname)) return { problem: `leaves the site for ${resolved.hostname}, which is not in EXTERNAL_LINK_HOSTS` };
    return null;
  }
  if (opensTabUnsafely(link)) return { problem: 'opens a new tab without rel="noopener"' };
  return { follow: resolved };
}
