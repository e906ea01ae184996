/**
 * Where the header's and footer's links go, by the name their label has in content/<language>/site.yaml
 * (`navigation:`). The addresses are English paths (the router adds /es); the words are content. This module imports
 * nothing, so the content schema can name the links without reading the content.
 */
export const NAVIGATION_LINKS = {
  /** The header's menu, and the mobile menu (spec section 2). */
  header: [
    { key: 'solutions', href: '/solutions' },
    { key: 'news', href: '/news' },
    { key: 'investors', href: '/investors' },
    { key: 'industries', href: '/#industries' },
    { key: 'about', href: '/#about' },
    { key: 'contact', href: '/#contact' },
  ],
  footerServices: [
    { key: 'callHandling', href: '/solutions' },
    { key: 'smsAutomation', href: '/solutions' },
    { key: 'leadQualification', href: '/solutions' },
    { key: 'crmIntegration', href: '/solutions' },
  ],
  footerCompany: [
    { key: 'about', href: '/#about' },
    { key: 'contact', href: '/#contact' },
    { key: 'news', href: '/news' },
    { key: 'investors', href: '/investors' },
  ],
  footerLegal: [
    { key: 'privacy', href: '/privacy' },
    { key: 'terms', href: '/terms' },
  ],
} as const;

export type NavigationMenu = keyof typeof NAVIGATION_LINKS;

/** The names of one menu's links, as site.yaml keys their labels. */
export type NavigationKey<Menu extends NavigationMenu> = (typeof NAVIGATION_LINKS)[Menu][number]['key'];
