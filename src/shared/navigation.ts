/** Link lists of the header and footer. Kept apart from routes.ts so islands can import them cheaply. */
/** Header navigation (spec section 2). */
export const HEADER_LINKS = [
  { href: '/solutions', label: 'Solutions' },
  { href: '/news', label: 'News' },
  { href: '/investors', label: 'Investors' },
  { href: '/#industries', label: 'Industries' },
  { href: '/#about', label: 'About' },
  { href: '/#contact', label: 'Contact' },
] as const;

export const FOOTER_SERVICE_LINKS = [
  { href: '/solutions', label: 'AI Call Handling' },
  { href: '/solutions', label: 'SMS Automation' },
  { href: '/solutions', label: 'Lead Qualification' },
  { href: '/solutions', label: 'CRM Integration' },
] as const;

export const FOOTER_COMPANY_LINKS = [
  { href: '/#about', label: 'About Us' },
  { href: '/#contact', label: 'Contact' },
  { href: '/news', label: 'News' },
  { href: '/investors', label: 'Investors' },
] as const;

export const FOOTER_LEGAL_LINKS = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
] as const;
